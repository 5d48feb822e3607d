import type { Env } from '@/lib/env'
import { redisClient } from '@/lib/redis/client'
import { FallbackOutbox } from './fallback-outbox'
import { FileOutbox, type Outbox } from './outbox'
import { MemoryRateLimiter, type RateLimiter } from './rate-limit'
import { RedisOutbox } from './redis-outbox'
import { FallbackRateLimiter, RedisRateLimiter } from './redis-rate-limit'

type Settings = Pick<Env, 'OUTBOX_DIR' | 'REDIS_URL'>

/**
 * With REDIS_URL, the outbox every instance shares, each falling back to its own folder while
 * Redis is away; without, the folder alone.
 */
export function createOutbox({ OUTBOX_DIR, REDIS_URL }: Settings): Outbox {
  const local = new FileOutbox(OUTBOX_DIR)
  return REDIS_URL ? new FallbackOutbox(new RedisOutbox(() => redisClient(REDIS_URL)), local) : local
}

/** With REDIS_URL, limits that hold across instances; this process's own while Redis is away. */
export function createRateLimiter({ REDIS_URL }: Pick<Settings, 'REDIS_URL'>): RateLimiter {
  const local = new MemoryRateLimiter()
  return REDIS_URL ? new FallbackRateLimiter(new RedisRateLimiter(() => redisClient(REDIS_URL)), local) : local
}
