import { redisClient } from '@/lib/redis/client'
import { startRedis } from '@/tests/support/redis'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { MemoryRateLimiter } from './rate-limit'
import { FallbackRateLimiter, RedisRateLimiter } from './redis-rate-limit'

const redis = redisForThisFile('limit')

const instance = () => new RedisRateLimiter(() => redisClient(redis.url()), redis.prefix())

describe('RedisRateLimiter', () => {
  it('holds one limit across instances for a minute, then lets the client through', async () => {
    const [a, b] = [instance(), instance()]
    const start = 1_000_000
    expect(await a.hit('client', 2, start)).toBe(true)
    expect(await b.hit('client', 2, start + 1000)).toBe(true)
    expect(await a.hit('client', 2, start + 2000)).toBe(false)
    expect(await b.hit('client', 2, start + 2000)).toBe(false)
    expect(await b.hit('other', 2, start + 2000)).toBe(true)
    expect(await a.hit('client', 2, start + 60_001)).toBe(true)
  })

  it('counts concurrent hits exactly', async () => {
    const limiters = [instance(), instance()]
    const now = Date.now()
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.hit('burst', 10, now)))
    expect(answers.filter(Boolean)).toHaveLength(10)
  })

  it('does not count refused hits, so a client that waits gets through', async () => {
    const limiter = instance()
    for (let second = 0; second < 30; second++) await limiter.hit('patient', 1, second * 1000)
    expect(await limiter.hit('patient', 1, 60_000)).toBe(true)
  })
})

describe('FallbackRateLimiter', () => {
  it("uses this process's own limit while Redis is away", async () => {
    const alone = await startRedis()
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const limiter = new FallbackRateLimiter(new RedisRateLimiter(() => redisClient(alone.url), redis.prefix(), 300), new MemoryRateLimiter())
    expect(await limiter.hit('client', 1)).toBe(true)
    await alone.stop()
    expect(await limiter.hit('client', 1)).toBe(true)
    expect(await limiter.hit('client', 1)).toBe(false)
    log.mockRestore()
  })
})
