import { captureLog } from '@/tests/support/log'
import { FallbackOutbox } from './fallback-outbox'
import { newEntry, type Outbox, type OutboxEntry, OutboxFullError } from './outbox'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }

/**
 * A store in memory, which fails every call with `down` while it is set: the shared store's
 * outage, seen from this server, without a Redis to stop.
 */
class MemoryStore implements Outbox {
  entries: OutboxEntry[] = []
  answered: string[] = []
  down: string | undefined
  full = false
  claimLimits: number[] = []

  private async up() {
    if (this.down) throw new Error(this.down)
  }
  async add(text: OutboxEntry['message']) {
    await this.up()
    if (this.full) throw new OutboxFullError({ messages: this.entries.length, bytes: 0 }, { messages: this.entries.length, bytes: 1 })
    const entry = newEntry(text)
    this.entries.push(entry)
    return entry
  }
  async list() {
    await this.up()
    return [...this.entries]
  }
  async usage() {
    await this.up()
    const oldest = this.entries.map((entry) => Date.parse(entry.receivedAt))
    return { messages: this.entries.length, bytes: 10 * this.entries.length, ...(oldest.length ? { oldestAt: Math.min(...oldest) } : {}) }
  }
  async claimDue(_now: number, limit: number) {
    await this.up()
    this.claimLimits.push(limit)
    return this.entries.slice(0, Math.max(0, limit))
  }
  async delivered(entry: OutboxEntry) {
    this.answered.push(`delivered ${entry.message.messageSubject}`)
  }
  async failed(entry: OutboxEntry, error: string, nextAttemptAt: number) {
    this.answered.push(`failed ${entry.message.messageSubject}: ${error} at ${nextAttemptAt}`)
  }
}

let log: ReturnType<typeof captureLog>
let shared: MemoryStore
let local: MemoryStore
let outbox: FallbackOutbox
beforeEach(() => {
  log = captureLog()
  shared = new MemoryStore()
  local = new MemoryStore()
  outbox = new FallbackOutbox(shared, local)
})
afterEach(() => log.restore())

const outages = () => log.events.filter((event) => event.event === 'outbox.local_fallback').map((event) => event.reason)
const subjects = (entries: OutboxEntry[]) => entries.map((entry) => entry.message.messageSubject)

describe('FallbackOutbox, each store answering from memory', () => {
  it('keeps a message on this server only while the shared store fails, and says the outage once', async () => {
    await outbox.add({ ...message, messageSubject: 'shared' })
    shared.down = 'connection refused'
    await outbox.add({ ...message, messageSubject: 'local 1' })
    expect(outbox.sharedAway).toBe('connection refused')
    shared.down = 'still refused'
    await outbox.add({ ...message, messageSubject: 'local 2' })
    expect(outbox.sharedAway).toBe('still refused')
    expect(outages()).toEqual(['connection refused'])
    expect(log.events[0]).toMatchObject({ level: 'error', msg: 'shared outbox unavailable; keeping messages on this server' })

    shared.down = undefined
    await outbox.add({ ...message, messageSubject: 'shared again' })
    expect(outbox.sharedAway).toBeUndefined()
    expect([subjects(shared.entries), subjects(local.entries)]).toEqual([
      ['shared', 'shared again'],
      ['local 1', 'local 2'],
    ])
    // A new outage is said again.
    shared.down = 'gone again'
    await outbox.add(message)
    expect(outages()).toEqual(['connection refused', 'gone again'])
  })

  it('refuses a message the full shared store refuses, keeping nothing here and the store not away', async () => {
    shared.full = true
    await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
    expect(local.entries).toEqual([])
    expect(outbox.sharedAway).toBeUndefined()
    expect(outages()).toEqual([])
  })

  it('lists both stores by id, oldest first; while the shared one is away, this server’s alone', async () => {
    const first = await outbox.add({ ...message, messageSubject: 'first' })
    shared.down = 'down'
    await outbox.add({ ...message, messageSubject: 'second' })
    shared.down = undefined
    const third = await outbox.add({ ...message, messageSubject: 'third' })
    expect(subjects(await outbox.list())).toEqual(['first', 'second', 'third'])
    expect(outbox.sharedAway).toBeUndefined()
    shared.down = 'down'
    expect(subjects(await outbox.list())).toEqual(['second'])
    expect(outbox.sharedAway).toBe('down')
    shared.down = undefined
    await outbox.list()
    expect(outbox.sharedAway).toBeUndefined()
    expect(first.id < third.id).toBe(true)
  })

  it('says what both stores hold and the older of their oldest; this server’s alone while the shared one is away', async () => {
    expect(await outbox.usage()).toEqual({ messages: 0, bytes: 0 })
    local.entries.push({ ...newEntry(message), receivedAt: '2026-01-01T00:00:00.000Z' })
    shared.entries.push({ ...newEntry(message), receivedAt: '2026-02-01T00:00:00.000Z' }, newEntry(message))
    expect(await outbox.usage()).toEqual({ messages: 3, bytes: 30, oldestAt: Date.parse('2026-01-01T00:00:00.000Z') })
    local.entries = []
    expect(await outbox.usage()).toEqual({ messages: 2, bytes: 20, oldestAt: Date.parse('2026-02-01T00:00:00.000Z') })
    shared.down = 'down'
    expect(await outbox.usage()).toEqual({ messages: 0, bytes: 0 })
    expect(outbox.sharedAway).toBe('down')
  })

  it('claims from the shared store first, then here up to the limit, and answers each to its own store', async () => {
    shared.entries.push(newEntry({ ...message, messageSubject: 'shared 1' }), newEntry({ ...message, messageSubject: 'shared 2' }))
    local.entries.push(newEntry({ ...message, messageSubject: 'local 1' }), newEntry({ ...message, messageSubject: 'local 2' }))
    const claimed = await outbox.claimDue(Date.now(), 3)
    expect(subjects(claimed)).toEqual(['shared 1', 'shared 2', 'local 1'])
    expect([shared.claimLimits, local.claimLimits]).toEqual([[3], [1]])

    await outbox.delivered(claimed[0]!)
    await outbox.failed(claimed[1]!, 'HTTP 500', 1234)
    await outbox.delivered(claimed[2]!)
    expect(shared.answered).toEqual(['delivered shared 1', 'failed shared 2: HTTP 500 at 1234'])
    expect(local.answered).toEqual(['delivered local 1'])
  })

  it('claims only here while the shared store is away, and answers those here', async () => {
    local.entries.push(newEntry({ ...message, messageSubject: 'local' }))
    shared.down = 'down'
    const [entry] = await outbox.claimDue(Date.now(), 50)
    expect(local.claimLimits).toEqual([50])
    shared.down = undefined
    await outbox.failed(entry!, 'timeout', 99)
    expect([shared.answered, local.answered]).toEqual([[], ['failed local: timeout at 99']])
  })

  it('answers a message it never claimed to the shared store, and forgets whom it claimed from once answered', async () => {
    local.entries.push(newEntry({ ...message, messageSubject: 'local' }))
    const [entry] = await outbox.claimDue(Date.now(), 1)
    await outbox.failed(entry!, 'timeout', 1)
    // Answered once; a second answer (a claim by another round) no longer names this server's store.
    await outbox.delivered(entry!)
    expect([shared.answered, local.answered]).toEqual([['delivered local'], ['failed local: timeout at 1']])
  })

  it('says a failure that is not an Error by its text', async () => {
    jest.spyOn(shared, 'add').mockRejectedValue('no route')
    await outbox.add(message)
    expect(outbox.sharedAway).toBe('no route')
    expect(outages()).toEqual(['no route'])
  })
})
