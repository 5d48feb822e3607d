import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { metrics } from '@/lib/metrics/registry'
import { type FakeUpstream, startUpstream } from '@/tests/fixtures/upstream/server'
import { captureLog } from '@/tests/support/log'
import { FileOutbox } from './outbox/file-outbox'
import { backoff, deliverDue } from './worker'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
let upstream: FakeUpstream
let dir: string
let log: ReturnType<typeof captureLog>

beforeAll(async () => {
  upstream = await startUpstream()
})
afterAll(() => upstream.close())
beforeEach(async () => {
  await upstream.reset()
  dir = mkdtempSync(path.join(tmpdir(), 'worker-'))
  process.env.API_URL = upstream.url
  process.env.API_TIMEOUT_MS = '300'
  process.env.OUTBOX_RETRY_BASE_MS = '1000'
  log = captureLog()
})
afterEach(() => {
  log.restore()
  rmSync(dir, { recursive: true, force: true })
})

/** The delivery counters and upstream's inbox calls, by outcome, as an operator's dashboard reads them. */
async function counted() {
  const [deliveries, calls, durations] = await Promise.all([
    metrics().deliveries.get(),
    metrics().upstreamCalls.get(),
    metrics().upstreamDuration.get(),
  ])
  return {
    delivered: deliveries.values.find((value) => value.labels.outcome === 'delivered')?.value ?? 0,
    failed: deliveries.values.find((value) => value.labels.outcome === 'failed')?.value ?? 0,
    inbox: Object.fromEntries(
      calls.values.filter((value) => value.labels.kind === 'inbox').map((value) => [value.labels.outcome, value.value]),
    ),
    timed: durations.values.find((value) => value.labels.kind === 'inbox' && value.metricName?.endsWith('_count'))?.value ?? 0,
  }
}

describe('backoff', () => {
  it('doubles from the base and stops at ten minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => backoff(attempts, 5000))).toEqual([5000, 10_000, 20_000, 40_000])
    expect(backoff(30, 5000)).toBe(600_000)
  })
})

describe('deliverDue against a real upstream', () => {
  it('posts the message to upstream and forgets it on HTTP 200, counting one delivery and one inbox call', async () => {
    const outbox = new FileOutbox(dir)
    await outbox.add(message)
    const before = await counted()
    expect(await deliverDue(outbox)).toBe(1)
    expect(upstream.inbox).toEqual([message])
    expect(await outbox.list()).toEqual([])
    const after = await counted()
    expect(after).toMatchObject({ delivered: before.delivered + 1, failed: before.failed, timed: before.timed + 1 })
    expect(after.inbox.ok).toBe((before.inbox.ok ?? 0) + 1)
    expect(log.events).toEqual([])
  })

  it.each([
    ['http-500', 'http_error'],
    ['refuse', 'unreachable'],
    ['hang', 'timeout'],
  ] as const)('keeps the message when upstream fails with %s, counts the call as %s, and retries later', async (fault, outcome) => {
    const outbox = new FileOutbox(dir)
    const entry = await outbox.add(message)
    await upstream.setFault(fault)
    const before = await counted()
    expect(await deliverDue(outbox)).toBe(0)
    const [kept] = await outbox.list()
    expect(kept).toMatchObject({ attempts: 1, message })
    expect(kept!.nextAttemptAt).toBeGreaterThan(Date.now())
    const after = await counted()
    expect(after).toMatchObject({ delivered: before.delivered, failed: before.failed + 1, timed: before.timed + 1 })
    expect(after.inbox[outcome]).toBe((before.inbox[outcome] ?? 0) + 1)
    // The operator learns which message failed and why; never who sent it or what it says.
    expect(log.events).toEqual([
      expect.objectContaining({ level: 'warn', event: 'delivery.failed', id: entry.id, attempts: 1, reason: kept!.lastError }),
    ])
    for (const value of Object.values(message)) expect(JSON.stringify(log.events)).not.toContain(value)

    await upstream.setFault('none')
    expect(await deliverDue(outbox)).toBe(0) // not due yet
    expect(await deliverDue(outbox, undefined, kept!.nextAttemptAt + 1)).toBe(1)
    expect(upstream.inbox).toEqual([message])
  })
})
