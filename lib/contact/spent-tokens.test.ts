import { redisClient } from '@/lib/redis/client.mjs'
import { captureLog } from '@/tests/support/log'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { type SpentTokens, spentTokensInMemory, spentTokensInRedis } from './spent-tokens'

const redis = redisForThisFile('spent')
const HOUR = 60 * 60 * 1000

/** One instance's record on the shared Redis, with a memory of its own for outages. */
const instance = (local = spentTokensInMemory(100)) => spentTokensInRedis(() => redisClient(redis.url()), local, { prefix: redis.prefix() })

describe('spent tokens in memory', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 5) }))
  afterEach(() => jest.useRealTimers())

  it('marks a token once, until it runs out, and gives it back on request', async () => {
    const spent = spentTokensInMemory(10)
    const expiresAt = Date.now() + HOUR
    expect(await spent.spend('a', expiresAt)).toBe(true)
    expect(await spent.spend('a', expiresAt)).toBe(false)
    expect(await spent.isSpent('a')).toBe(true)
    await spent.giveBack('a')
    expect(await spent.isSpent('a')).toBe(false)
    expect(await spent.spend('a', expiresAt)).toBe(true)
    // As long as the token is good: up to and at the moment it runs out.
    jest.advanceTimersByTime(HOUR)
    expect(await spent.isSpent('a')).toBe(true)
    jest.advanceTimersByTime(2)
    expect(await spent.isSpent('a')).toBe(false)
    // A token already run out is worth nothing: nothing to mark.
    expect(await spent.spend('b', Date.now())).toBe(false)
  })

  it('holds at most its size, dropping the oldest marks first', async () => {
    const spent = spentTokensInMemory(3)
    for (const token of ['a', 'b', 'c', 'd']) expect(await spent.spend(token, Date.now() + HOUR)).toBe(true)
    expect(await Promise.all(['a', 'b', 'c', 'd'].map((token) => spent.isSpent(token)))).toEqual([false, true, true, true])
  })
})

describe('spent tokens in Redis', () => {
  it('are spent at every instance once spent at one, and at one of many sends at once', async () => {
    const [a, b] = [instance(), instance()]
    const expiresAt = Date.now() + HOUR
    expect(await a.spend('t1', expiresAt)).toBe(true)
    expect(await b.spend('t1', expiresAt)).toBe(false)
    expect(await b.isSpent('t1')).toBe(true)
    const together = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).spend('t2', expiresAt)))
    expect(together.filter(Boolean)).toHaveLength(1)
    await b.giveBack('t2')
    expect(await a.isSpent('t2')).toBe(false)
  })

  it('keep a mark no longer than its token lives', async () => {
    const spent = instance()
    expect(await spent.spend('t3', Date.now() + 5_000)).toBe(true)
    const client = await redisClient(redis.url())
    const ttl = await client.pTTL(`${redis.prefix()}t3`)
    expect(ttl).toBeGreaterThan(4_000)
    expect(ttl).toBeLessThanOrEqual(5_000)
  })

  it('fall back to the process’s own marks while Redis is unreachable, and keep them once it is back', async () => {
    const log = captureLog()
    try {
      const local = spentTokensInMemory(100)
      let reachable = false
      const flaky: SpentTokens = spentTokensInRedis(
        () => (reachable ? redisClient(redis.url()) : Promise.reject(new Error('connection refused'))),
        local,
        { prefix: redis.prefix() },
      )
      const expiresAt = Date.now() + HOUR
      expect(await flaky.spend('t4', expiresAt)).toBe(true)
      expect(await flaky.spend('t4', expiresAt)).toBe(false)
      expect(log.events.filter((event) => event.event === 'contact.tokens_local')).toHaveLength(1)
      reachable = true
      // Spent here while Redis was away: still spent.
      expect(await flaky.isSpent('t4')).toBe(true)
      expect(await flaky.spend('t4', expiresAt)).toBe(false)
    } finally {
      log.restore()
    }
  })
})

describe('spent tokens in Redis, through outages', () => {
  it('say each outage once, with its reason, and read the process’s marks meanwhile', async () => {
    const log = captureLog()
    try {
      const local = spentTokensInMemory(100)
      let reachable = true
      const flaky: SpentTokens = spentTokensInRedis(
        () => (reachable ? redisClient(redis.url()) : Promise.reject(new Error('connection refused'))),
        local,
        { prefix: redis.prefix() },
      )
      const expiresAt = Date.now() + HOUR
      expect(await flaky.spend('t5', expiresAt)).toBe(true)
      reachable = false
      expect(await flaky.spend('t6', expiresAt)).toBe(true)
      expect(await flaky.isSpent('t6')).toBe(true)
      expect(await flaky.isSpent('t7')).toBe(false)
      reachable = true
      expect(await flaky.isSpent('t5')).toBe(true)
      reachable = false
      await flaky.isSpent('t5')
      await flaky.isSpent('t5')
      const outages = log.events.filter((event) => event.event === 'contact.tokens_local')
      expect(outages.map((event) => [event.level, event.reason])).toEqual([
        ['warn', 'connection refused'],
        ['warn', 'connection refused'],
      ])
    } finally {
      log.restore()
    }
  })

  it('refuse a token that runs out this very moment, without asking Redis', async () => {
    const log = captureLog()
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 5))
    try {
      const tokens = spentTokensInRedis(() => redisClient(redis.url()), spentTokensInMemory(100), { prefix: redis.prefix() })
      expect(await tokens.spend('t8', Date.now())).toBe(false)
      expect(await tokens.spend('t8', Date.now() - 1)).toBe(false)
      expect(log.events).toEqual([])
    } finally {
      now.mockRestore()
      log.restore()
    }
  })
})
