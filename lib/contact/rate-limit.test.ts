import { RateLimiterMemory } from 'rate-limiter-flexible'
import { type RedisClient, redisClient } from '@/lib/redis/client.mjs'
import { startRedis } from '@/tests/support/redis'
import { captureLog } from '@/tests/support/log'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { contactLimiter, createContactLimiter } from './rate-limit'

const redis = redisForThisFile('limit')
let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
})
afterEach(() => log.restore())

/** The limiter of one instance of the site, on the shared Redis. */
const instance = (perClient: number, total = 1000) =>
  createContactLimiter({ perClient, total }, { client: () => redisClient(redis.url()), prefix: redis.prefix() })

const takeAll = async (limiter: { take(client: string): Promise<boolean> }, clients: string[]) => {
  const answers = []
  for (const client of clients) answers.push(await limiter.take(client))
  return answers
}

describe('the contact limiter in memory', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('allows each client its messages a minute, then refuses it until the minute is over', async () => {
    const limiter = createContactLimiter({ perClient: 2, total: 100 })
    expect(await takeAll(limiter, ['a', 'a', 'a', 'b'])).toEqual([true, true, false, true])
    jest.advanceTimersByTime(59_000)
    expect(await limiter.take('a')).toBe(false)
    jest.advanceTimersByTime(1001)
    expect(await limiter.take('a')).toBe(true)
  })

  it('holds the total of all clients, and a client over its own allowance spends none of it', async () => {
    const limiter = createContactLimiter({ perClient: 2, total: 3 })
    expect(await takeAll(limiter, Array(20).fill('a'))).toEqual([true, true, ...Array(18).fill(false)])
    expect(await takeAll(limiter, ['b', 'c', 'd'])).toEqual([true, false, false])
    // Each refusal says which allowance ran out, never whose.
    expect(log.events.map(({ event, limit, allowance }) => `${event} ${String(limit)} ${String(allowance)}`)).toEqual([
      ...Array(18).fill('rate_limit.refused contact client'),
      ...Array(2).fill('rate_limit.refused contact total'),
    ])
  })

  it('does not charge a client for a message the total refused', async () => {
    const perClient = new RateLimiterMemory({ points: 1, duration: 60 })
    const limiter = contactLimiter(perClient, new RateLimiterMemory({ points: 1, duration: 60 }))
    // Both pass the look at the total before either counts; only one fits.
    expect((await Promise.all([limiter.take('a'), limiter.take('b')])).sort()).toEqual([false, true])
    expect([(await perClient.get('a'))?.consumedPoints, (await perClient.get('b'))?.consumedPoints].sort()).toEqual([0, 1])
  })

  it('keeps no counter for a flood of fresh addresses once the total is spent, and forgets all after the minute', async () => {
    const perClient = new RateLimiterMemory({ points: 5, duration: 60 })
    const limiter = contactLimiter(perClient, new RateLimiterMemory({ points: 100, duration: 60 }))
    const answers = await takeAll(
      limiter,
      Array.from({ length: 10_000 }, (_, i) => `198.51.${i >> 8}.${i & 255}`),
    )
    expect(answers.filter(Boolean)).toHaveLength(100)
    expect(perClient.dump().storage).toHaveLength(100)
    jest.advanceTimersByTime(60_000)
    expect(perClient.dump().storage).toHaveLength(0)
  })
})

describe('the contact limiter on Redis', () => {
  it('holds each limit across instances', async () => {
    const [a, b] = [instance(2, 3), instance(2, 3)]
    expect(await a.take('client')).toBe(true)
    expect(await b.take('client')).toBe(true)
    expect(await a.take('client')).toBe(false)
    expect(await b.take('client')).toBe(false)
    expect(await b.take('other')).toBe(true)
    expect(await a.take('third')).toBe(false)
  })

  it('counts concurrent messages exactly', async () => {
    const limiters = [instance(10), instance(10)]
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.take('burst')))
    expect(answers.filter(Boolean)).toHaveLength(10)
  })

  it('keeps at most a minute, and no counter for fresh addresses once the total is spent', async () => {
    const limiter = instance(5, 20)
    const answers = await takeAll(
      limiter,
      Array.from({ length: 300 }, (_, i) => `2001:db8::${i.toString(16)}`),
    )
    expect(answers.filter(Boolean)).toHaveLength(20)
    const client = await redisClient(redis.url())
    const keys = await client.keys(`${redis.prefix()}*`)
    expect(keys).toHaveLength(20 + 1)
    for (const key of keys) expect(await client.pTTL(key)).toBeGreaterThan(0)
    for (const key of keys) expect(await client.pTTL(key)).toBeLessThanOrEqual(60_000)
  })

  it("counts in this process's memory while Redis is away", async () => {
    const alone = await startRedis()
    const limiter = createContactLimiter({ perClient: 1, total: 100 }, { client: () => redisClient(alone.url), prefix: redis.prefix() })
    expect(await limiter.take('client')).toBe(true)
    expect(await limiter.take('client')).toBe(false)
    await alone.stop()
    expect(await limiter.take('client')).toBe(true)
    expect(await limiter.take('client')).toBe(false)
  })

  it('counts in memory when Redis does not answer in time, instead of holding the visitor', async () => {
    const never = () => new Promise<never>(() => {})
    const multi = { get: () => multi, pTTL: () => multi, exec: never }
    const hanging = { isReady: true, eval: never, multi: () => multi } as unknown as RedisClient
    const limiter = createContactLimiter({ perClient: 1, total: 100 }, { client: async () => hanging, timeoutMs: 100 })
    // Redis never answers, so each take can only finish by the limiter's own timeout.
    expect(await limiter.take('client')).toBe(true)
    expect(await limiter.take('client')).toBe(false)
  })
})
