import type { Env } from '@/lib/env'
import { redisClient } from '@/lib/redis/client'
import { FallbackOutbox } from './outbox/fallback-outbox'
import { FileOutbox } from './outbox/file-outbox'
import type { Outbox } from './outbox/outbox'
import { RedisOutbox } from './outbox/redis-outbox'
import { type ContactLimiter, createContactLimiter } from './rate-limit'

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
export function createRateLimiter({
  REDIS_URL,
  CONTACT_LIMIT_PER_CLIENT,
  CONTACT_LIMIT_TOTAL,
}: Pick<Env, 'REDIS_URL' | 'CONTACT_LIMIT_PER_CLIENT' | 'CONTACT_LIMIT_TOTAL'>): ContactLimiter {
  const limits = { perClient: CONTACT_LIMIT_PER_CLIENT, total: CONTACT_LIMIT_TOTAL }
  return createContactLimiter(limits, REDIS_URL ? { client: () => redisClient(REDIS_URL) } : undefined)
}
