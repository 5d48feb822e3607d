import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { decodeTime } from 'ulid'
import { closeRedisConnections, redisClient } from '@/lib/redis/client.mjs'
import { captureLog } from '@/tests/support/log'
import { startRedis } from '@/tests/support/redis'
import { freePort } from '@/tests/support/ports'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { FallbackOutbox } from './fallback-outbox'
import { FileOutbox } from './file-outbox'
import { entryBytes, newEntry, type OutboxLimits, OutboxFullError } from './outbox'
import { RedisOutbox } from './redis-outbox'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
const redis = redisForThisFile('outbox')

/** An outbox as one instance of the site holds it: its own object on the shared Redis. */
const instance = (options: { leaseMs?: number; limits?: OutboxLimits } = {}) =>
  new RedisOutbox(() => redisClient(redis.url()), { prefix: redis.prefix(), ...options })

/** The bytes the stored entries really hold, read past the outbox's own count. */
const storedBytes = async () =>
  (await (await redisClient(redis.url())).hVals(`${redis.prefix()}entries`)).reduce((sum, entry) => sum + Buffer.byteLength(entry), 0)

describe('RedisOutbox', () => {
  it('keeps an added message where every instance sees it', async () => {
    const entry = await instance().add(message)
    expect(await instance().list()).toEqual([entry])
  })

  it('lists a burst of messages accepted within one millisecond in the order they came', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now())
    try {
      const outbox = instance()
      const added = []
      for (let i = 0; i < 50; i++) added.push(await outbox.add({ ...message, messageSubject: `Quote ${i}` }))
      expect((await instance().list()).map((entry) => entry.id)).toEqual(added.map((entry) => entry.id))
    } finally {
      clock.mockRestore()
    }
  })

  it('hands each due message to one instance only, however many claim at once', async () => {
    const a = instance()
    const b = instance()
    const added = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).add({ ...message, messageSubject: `Quote ${i}` })))
    const now = Date.now()
    const rounds = await Promise.all([a, b, a, b].map((outbox) => outbox.claimDue(now, 15)))
    const claimed = rounds.flat().map((entry) => entry.id)
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed.sort()).toEqual(added.map((entry) => entry.id).sort())
  })

  it('forgets a delivered message', async () => {
    const outbox = instance()
    await outbox.add(message)
    const [claimed] = await outbox.claimDue(Date.now(), 10)
    await outbox.delivered(claimed!)
    expect(await outbox.list()).toEqual([])
    expect(await instance().claimDue(Date.now() + 10 * 60_000, 10)).toEqual([])
  })

  it('keeps a failed message for later, counting the attempt', async () => {
    const outbox = instance()
    await outbox.add(message)
    const now = Date.now()
    const [claimed] = await outbox.claimDue(now, 10)
    await outbox.failed(claimed!, 'HTTP 500', now + 60_000)
    expect(await instance().claimDue(now + 1000, 10)).toEqual([])
    const [again] = await instance().claimDue(now + 61_000, 10)
    expect(again).toMatchObject({ attempts: 1, lastError: 'HTTP 500', message })
  })

  it('gives a message to another instance once the claim of one that stopped has run out', async () => {
    const stopped = instance({ leaseMs: 30_000 })
    const entry = await stopped.add(message)
    const now = Date.now()
    expect(await stopped.claimDue(now, 10)).toHaveLength(1)
    expect(await instance().claimDue(now + 29_000, 10)).toEqual([])
    expect(await instance().claimDue(now + 31_000, 10)).toEqual([entry])
  })

  it('refuses a message past its limits, whichever instance adds it, and keeps every one it holds', async () => {
    const limits = { messages: 5, bytes: Infinity }
    const [a, b] = [instance({ limits }), instance({ limits })]
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).add({ ...message, messageSubject: `Quote ${i}` })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(OutboxFullError)
    expect(await instance().list()).toHaveLength(5)

    const bySize = instance({ limits: { messages: 100, bytes: 2 * entryBytes(newEntry(message)) } })
    await redisClient(redis.url()).then((client) =>
      client.del(['entries', 'due', 'bytes', 'arrivals'].map((key) => `${redis.prefix()}${key}`)),
    )
    await bySize.add(message)
    await bySize.add(message)
    await expect(bySize.add(message)).rejects.toBeInstanceOf(OutboxFullError)
  })

  it('counts its bytes exactly through deliveries and retries, and counts entries stored before it counted', async () => {
    const outbox = instance()
    const first = await outbox.add(message)
    // Stored by a version that kept no count: the count is made from the entries.
    await redisClient(redis.url()).then((client) => client.del(`${redis.prefix()}bytes`))
    await outbox.add({ ...message, messageBody: 'Hello'.repeat(50) })
    expect(await outbox.usage()).toEqual({ messages: 2, bytes: await storedBytes(), oldestAt: decodeTime(first.id) })

    const now = Date.now()
    const [claimedFirst, claimedSecond] = await outbox.claimDue(now, 10)
    await outbox.failed(claimedFirst!, 'HTTP 500: upstream is down for maintenance', now)
    await outbox.delivered(claimedSecond!)
    expect(await outbox.usage()).toEqual({ messages: 1, bytes: await storedBytes(), oldestAt: decodeTime(first.id) })
  })

  it('says when the oldest message it holds came, from any instance, moving on as messages are delivered', async () => {
    const [a, b] = [instance(), instance()]
    expect(await a.usage()).toEqual({ messages: 0, bytes: 0 })
    const first = await a.add(message)
    const second = await b.add({ ...message, messageSubject: 'Second' })
    expect((await b.usage()).oldestAt).toBe(decodeTime(first.id))
    const claimed = await b.claimDue(Date.now(), 10)
    await b.delivered(claimed.find((entry) => entry.id === first.id)!)
    expect((await a.usage()).oldestAt).toBe(decodeTime(second.id))
    await a.delivered(claimed.find((entry) => entry.id === second.id)!)
    expect(await a.usage()).toEqual({ messages: 0, bytes: 0 })
  })

  it('dates the messages stored before it kept their arrival, by their ids, old form or ULID', async () => {
    const outbox = instance()
    const newer = await outbox.add(message)
    const older = { ...newEntry(message), id: '001700000000000-0b6f9f3e-6d1c-4c55-9d8f-3a1a0e4b2c11' }
    const client = await redisClient(redis.url())
    // As a version that kept no arrivals left them.
    await client.hSet(`${redis.prefix()}entries`, older.id, JSON.stringify(older))
    await client.del(`${redis.prefix()}arrivals`)
    expect((await outbox.usage()).oldestAt).toBe(1_700_000_000_000)
    await client.hDel(`${redis.prefix()}entries`, older.id)
    await client.del(`${redis.prefix()}arrivals`)
    expect((await outbox.usage()).oldestAt).toBe(decodeTime(newer.id))
  })
})

describe('RedisOutbox, beside others and at its edges', () => {
  it('keeps its claims apart from an outbox of another prefix on the same Redis', async () => {
    const mine = instance({ leaseMs: 1_000 })
    const theirs = new RedisOutbox(() => redisClient(redis.url()), { prefix: `${redis.prefix()}other:`, leaseMs: 1_000 })
    const entry = await mine.add(message)
    const now = Date.now()
    expect(await mine.claimDue(now, 10)).toEqual([entry])
    // The other outbox's round, once the claim has run out, must not take nor drop it.
    expect(await theirs.claimDue(now + 2_000, 10)).toEqual([])
    expect(await mine.claimDue(now + 2_000, 10)).toEqual([entry])
  })

  it('says how full it was when it refused a message, as the log reports it', async () => {
    const outbox = instance({ limits: { messages: 1, bytes: Infinity } })
    await outbox.add(message)
    const refusal = await outbox.add(message).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(OutboxFullError)
    expect((refusal as OutboxFullError).usage).toEqual({ messages: 1, bytes: await storedBytes() })
  })

  it('lists and hands out the messages it can read, passing over one that is not a message', async () => {
    const outbox = instance()
    const entry = await outbox.add(message)
    const client = await redisClient(redis.url())
    await client.hSet(`${redis.prefix()}entries`, 'broken', JSON.stringify({ id: 'broken' }))
    await client.zAdd(`${redis.prefix()}due`, { score: 0, value: 'broken' })
    expect(await outbox.list()).toEqual([entry])
    expect(await outbox.claimDue(Date.now(), 10)).toEqual([entry])
  })
})

describe('FallbackOutbox', () => {
  it('keeps messages on this server while Redis is away, and delivers them from there', async () => {
    const alone = await startRedis()
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    const log = captureLog()
    try {
      const outbox = new FallbackOutbox(
        new RedisOutbox(() => redisClient(alone.url), { prefix: redis.prefix(), timeoutMs: 500 }),
        new FileOutbox(dir),
      )
      const shared = await outbox.add(message)
      await alone.stop()
      const local = await outbox.add({ ...message, messageSubject: 'While Redis is down' })
      expect(await new FileOutbox(dir).list()).toEqual([local])
      // The outage is logged once, not once per message.
      await outbox.add({ ...message, messageSubject: 'Still down' })
      expect(log.events.filter((event) => event.event === 'outbox.local_fallback')).toEqual([
        expect.objectContaining({ level: 'error', reason: expect.any(String) }),
      ])
      expect(JSON.stringify(log.events)).not.toContain('asha@example.org')

      const claimed = await outbox.claimDue(Date.now(), 10)
      expect(claimed.map((entry) => entry.message.messageSubject)).toEqual(['While Redis is down', 'Still down'])
      for (const entry of claimed) await outbox.delivered(entry)
      expect(await new FileOutbox(dir).list()).toEqual([])
      expect(shared.id).not.toBe(local.id)
    } finally {
      log.restore()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a message while the shared outbox is full, rather than keep it on this server', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    try {
      const outbox = new FallbackOutbox(instance({ limits: { messages: 1, bytes: Infinity } }), new FileOutbox(dir))
      await outbox.add(message)
      await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
      expect(await new FileOutbox(dir).list()).toEqual([])
      expect(await outbox.usage()).toEqual({ messages: 1, bytes: await storedBytes(), oldestAt: expect.any(Number) })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('says what both stores hold, and when the older of their oldest messages came', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    try {
      const local = new FileOutbox(dir)
      const keptHere = await local.add({ ...message, messageSubject: 'Kept here during an outage' })
      const outbox = new FallbackOutbox(instance(), local)
      const inRedis = await outbox.add(message)
      const usage = await outbox.usage()
      expect(usage).toEqual({
        messages: 2,
        bytes: entryBytes(keptHere) + (await storedBytes()),
        oldestAt: decodeTime(keptHere.id),
      })
      expect(decodeTime(inRedis.id)).toBeGreaterThanOrEqual(usage.oldestAt!)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('lists the messages this server keeps while Redis is stopped, and says the shared outbox is away', async () => {
    const stopped = await startRedis()
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    const log = captureLog()
    try {
      const outbox = new FallbackOutbox(
        new RedisOutbox(() => redisClient(stopped.url), { prefix: redis.prefix(), timeoutMs: 500 }),
        new FileOutbox(dir),
      )
      await outbox.add(message)
      expect(outbox.sharedAway).toBeUndefined()
      await stopped.stop()
      const kept = await new FileOutbox(dir).add({ ...message, messageSubject: 'Kept here while Redis was away' })

      expect(await outbox.list()).toEqual([kept])
      expect(outbox.sharedAway).toEqual(expect.any(String))
    } finally {
      log.restore()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('falls back at once while Redis is not there yet, and uses it from the moment it is', async () => {
    const port = await freePort()
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    const log = captureLog()
    // A call timeout far beyond the test's own: the add can only finish by not waiting on Redis.
    const shared = new RedisOutbox(() => redisClient(`redis://127.0.0.1:${port}`), { prefix: redis.prefix(), timeoutMs: 600_000 })
    const outbox = new FallbackOutbox(shared, new FileOutbox(dir))
    try {
      const local = await outbox.add(message)
      expect(await new FileOutbox(dir).list()).toEqual([local])

      const late = await startRedis(port)
      try {
        // The client retries with a growing delay (at most 5 s); each message tried meanwhile is kept locally.
        const deadline = Date.now() + 10_000
        let inRedis = 0
        while (inRedis === 0 && Date.now() < deadline) {
          await outbox.add({ ...message, messageSubject: 'Redis is back' })
          inRedis = (await shared.list().catch(() => [])).length
          if (inRedis === 0) await new Promise((resolve) => setTimeout(resolve, 250))
        }
        expect(inRedis).toBe(1)
      } finally {
        // Closed while Redis is still up, so no reconnection outlives the test.
        await closeRedisConnections()
        await late.stop()
      }
    } finally {
      log.restore()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
