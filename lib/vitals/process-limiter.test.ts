import { redisClient } from '@/lib/redis/client.mjs'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { vitalsLimiter } from './process-limiter'

/** The process's one limiter: with REDIS_URL, its counters are the ones every instance shares. */
const redis = redisForThisFile('process-limiter')

it('is one for the process, counting in the shared Redis', async () => {
  process.env.REDIS_URL = redis.url()
  try {
    const limiter = vitalsLimiter()
    expect(vitalsLimiter()).toBe(limiter)
    const sender = { client: '192.0.2.7', network: '192.0.2.0/24', template: '/' }
    expect(await limiter.take(sender)).toBe('counted')
    const keys = await (await redisClient(redis.url())).keys('*vitals*')
    expect(keys.length).toBeGreaterThanOrEqual(4)
  } finally {
    delete process.env.REDIS_URL
  }
})
