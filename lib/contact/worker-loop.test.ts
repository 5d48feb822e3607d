import { metrics } from '@/lib/metrics/registry'
import { captureLog } from '@/tests/support/log'
import { newEntry, type Outbox, type OutboxEntry } from './outbox/outbox'
import { deliverDue, startDeliveryWorker } from './worker'

const POLL_MS = 1000
let log: ReturnType<typeof captureLog>

beforeEach(() => {
  jest.useFakeTimers()
  process.env.API_URL = 'http://127.0.0.1:9'
  process.env.OUTBOX_POLL_MS = String(POLL_MS)
  log = captureLog()
})
afterEach(() => {
  log.restore()
  jest.useRealTimers()
  delete process.env.API_URL
  delete process.env.OUTBOX_POLL_MS
})

/** An outbox whose rounds are answered by `claimDue`; it holds nothing else. */
function outboxClaiming(claimDue: Outbox['claimDue']): Outbox & { rounds: () => number } {
  const claim = jest.fn(claimDue)
  return {
    add: () => Promise.reject(new Error('not used')),
    list: async () => [],
    usage: async () => ({ messages: 0, bytes: 0 }),
    claimDue: claim,
    delivered: async () => {},
    failed: async () => {},
    rounds: () => claim.mock.calls.length,
  }
}

describe('the delivery loop of a server process', () => {
  it('tries at once, then every OUTBOX_POLL_MS, and stops when told', async () => {
    const outbox = outboxClaiming(async () => [])
    const stop = startDeliveryWorker(outbox)
    await jest.advanceTimersByTimeAsync(0)
    expect(outbox.rounds()).toBe(1)
    await jest.advanceTimersByTimeAsync(POLL_MS - 1)
    expect(outbox.rounds()).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(outbox.rounds()).toBe(2)
    await jest.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(outbox.rounds()).toBe(5)
    stop()
    await jest.advanceTimersByTimeAsync(10 * POLL_MS)
    expect(outbox.rounds()).toBe(5)
  })

  it('sends nothing without API_URL: the outbox is the inbox', async () => {
    delete process.env.API_URL
    const outbox = outboxClaiming(async () => [])
    const stop = startDeliveryWorker(outbox)
    await jest.advanceTimersByTimeAsync(5 * POLL_MS)
    stop()
    expect(outbox.rounds()).toBe(0)
  })

  it('never starts a round while the last one is still going', async () => {
    let finish = () => {}
    const outbox = outboxClaiming(() => new Promise((resolve) => (finish = () => resolve([]))))
    const stop = startDeliveryWorker(outbox)
    await jest.advanceTimersByTimeAsync(5 * POLL_MS)
    expect(outbox.rounds()).toBe(1)
    finish()
    await jest.advanceTimersByTimeAsync(POLL_MS)
    stop()
    expect(outbox.rounds()).toBe(2)
  })

  it('says a failing outbox once until a round succeeds or the reason changes', async () => {
    let reason: string | undefined = 'disk gone'
    const outbox = outboxClaiming(async () => {
      if (reason === 'thrown as text') throw reason
      if (reason) throw new Error(reason)
      return []
    })
    const stop = startDeliveryWorker(outbox)
    const failures = () => log.events.filter((event) => event.event === 'delivery.failed').map((event) => [event.level, event.reason])
    await jest.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(failures()).toEqual([['error', 'disk gone']])
    reason = 'thrown as text'
    await jest.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(failures()).toEqual([
      ['error', 'disk gone'],
      ['error', 'thrown as text'],
    ])
    reason = undefined
    await jest.advanceTimersByTimeAsync(POLL_MS)
    reason = 'thrown as text'
    await jest.advanceTimersByTimeAsync(2 * POLL_MS)
    stop()
    expect(failures()).toHaveLength(3)
    expect(outbox.rounds()).toBe(10)
    expect(log.events.at(-1)).toMatchObject({ msg: 'delivery round failed' })
  })
})

describe('a round of deliveries', () => {
  const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
  const BASE_MS = 1000

  /** An outbox handing out `entries`, recording what each round is told. */
  function recording(entries: OutboxEntry[], delivered: Outbox['delivered'] = async () => {}) {
    const calls = { claims: [] as [number, number][], failed: [] as [string, string, number][], delivered: [] as string[] }
    const outbox = {
      ...outboxClaiming(async (now, limit) => (calls.claims.push([now, limit]), entries.slice(0, limit))),
      delivered: async (entry: OutboxEntry) => (calls.delivered.push(entry.id), delivered(entry)),
      failed: async (entry: OutboxEntry, error: string, at: number) => void calls.failed.push([entry.id, error, at]),
    }
    return { outbox, calls }
  }
  const deliveries = async () => {
    const { values } = await metrics().deliveries.get()
    return Object.fromEntries(values.map((value) => [value.labels.outcome, value.value]))
  }

  beforeEach(() => {
    jest.useRealTimers()
    process.env.OUTBOX_RETRY_BASE_MS = String(BASE_MS)
  })
  afterEach(() => delete process.env.OUTBOX_RETRY_BASE_MS)

  it('claims at most 50 messages a round, due at the time given', async () => {
    const entries = Array.from({ length: 60 }, () => newEntry(message))
    const { outbox, calls } = recording(entries)
    expect(await deliverDue(outbox, async () => {}, 1234)).toBe(50)
    expect(calls.claims).toEqual([[1234, 50]])
    expect(calls.delivered).toHaveLength(50)
  })

  it('tries a refused message again after the base wait, doubling with each attempt, and says when', async () => {
    const first = newEntry(message)
    const third = { ...newEntry(message), attempts: 2 }
    const { outbox, calls } = recording([first, third])
    const before = Date.now()
    expect(await deliverDue(outbox, () => Promise.reject(new Error('HTTP 500')))).toBe(0)
    const after = Date.now()
    expect(calls.failed.map(([id, reason]) => [id, reason])).toEqual([
      [first.id, 'HTTP 500'],
      [third.id, 'HTTP 500'],
    ])
    const [[, , firstRetry], [, , thirdRetry]] = calls.failed as [[string, string, number], [string, string, number]]
    expect(firstRetry).toBeGreaterThanOrEqual(before + BASE_MS)
    expect(firstRetry).toBeLessThanOrEqual(after + BASE_MS)
    expect(thirdRetry).toBeGreaterThanOrEqual(before + 4 * BASE_MS)
    expect(thirdRetry).toBeLessThanOrEqual(after + 4 * BASE_MS)
    expect(log.events.map((event) => [event.event, event.id, event.attempts, event.retryAt])).toEqual([
      ['delivery.failed', first.id, 1, new Date(firstRetry).toISOString()],
      ['delivery.failed', third.id, 3, new Date(thirdRetry).toISOString()],
    ])
  })

  it('keeps a message that upstream took but the outbox could not forget, to send again rather than lose it', async () => {
    const entry = newEntry(message)
    const { outbox, calls } = recording([entry], () => Promise.reject(new Error('disk full')))
    const before = await deliveries()
    expect(await deliverDue(outbox, async () => {})).toBe(0)
    expect(calls.failed.map(([id, reason]) => [id, reason])).toEqual([[entry.id, 'disk full']])
    // Delivered once, never counted nor logged as a failed delivery.
    const after = await deliveries()
    expect([after.delivered - (before.delivered ?? 0), (after.failed ?? 0) - (before.failed ?? 0)]).toEqual([1, 0])
    expect(log.events).toEqual([])
  })

  it('keeps the text of a failure that is not an Error', async () => {
    const entry = newEntry(message)
    const { outbox, calls } = recording([entry])
    await deliverDue(outbox, () => Promise.reject('socket hang up'))
    expect(calls.failed.map(([, reason]) => reason)).toEqual(['socket hang up'])
  })
})
