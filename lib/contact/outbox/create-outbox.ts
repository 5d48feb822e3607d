import type { Env } from '@/lib/server/env'
import { redisClient } from '@/lib/redis/client.mjs'
import { FallbackOutbox } from './fallback-outbox'
import { FileOutbox } from './file-outbox'
import type { OutboxLimits } from './outbox'
import { RedisOutbox } from './redis-outbox'

/**
 * With REDIS_URL, the outbox every instance shares, each falling back to its own folder while
 * Redis is away; without, the folder alone.
 */
export function createOutbox(settings: OutboxSettings): FallbackOutbox | FileOutbox {
  const { OUTBOX_DIR, REDIS_URL } = settings
  const limits = outboxLimits(settings)
  const local = new FileOutbox(OUTBOX_DIR, limits)
  return REDIS_URL ? new FallbackOutbox(new RedisOutbox(() => redisClient(REDIS_URL), { limits }), local) : local
}

type OutboxSettings = Pick<Env, 'OUTBOX_DIR' | 'REDIS_URL' | 'OUTBOX_MAX_MESSAGES' | 'OUTBOX_MAX_BYTES'>

/** The limits each store of the outbox holds to (OUTBOX_MAX_MESSAGES, OUTBOX_MAX_BYTES). */
export function outboxLimits({
  OUTBOX_MAX_MESSAGES,
  OUTBOX_MAX_BYTES,
}: Pick<Env, 'OUTBOX_MAX_MESSAGES' | 'OUTBOX_MAX_BYTES'>): OutboxLimits {
  return { messages: OUTBOX_MAX_MESSAGES, bytes: OUTBOX_MAX_BYTES }
}
