import { randomUUID } from 'node:crypto'
import { type RedisClient, withTimeout } from '@/lib/redis/client'
import { type RateLimiter, WINDOW_MS } from './rate-limit'

/**
 * The sliding window of MemoryRateLimiter as one atomic step in Redis, so a limit holds across
 * every instance. KEYS: the key's hit log. ARGV: now, window, limit, a unique member.
 */
const HIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly client: () => Promise<RedisClient>,
    private readonly prefix = 'arkvolt:limit:',
    private readonly timeoutMs = 1000,
  ) {}

  async hit(key: string, limit: number, now = Date.now()): Promise<boolean> {
    const allowed = await withTimeout(
      this.client().then((redis) => redis.eval(HIT, { keys: [this.prefix + key], arguments: [String(now), String(WINDOW_MS), String(limit), `${now}-${randomUUID()}`] })),
      this.timeoutMs,
      'Redis rate limit',
    )
    return allowed === 1
  }
}

/** The shared limiter, or this process's own while the shared one cannot answer. */
export class FallbackRateLimiter implements RateLimiter {
  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
  ) {}

  async hit(key: string, limit: number, now = Date.now()): Promise<boolean> {
    try {
      return await this.primary.hit(key, limit, now)
    } catch {
      return this.fallback.hit(key, limit, now)
    }
  }
}
