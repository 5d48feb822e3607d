import type { Env } from '@/lib/env'
import { redisClient } from '@/lib/redis/client.mjs'
import { FallbackOutbox } from './fallback-outbox'
import { FileOutbox } from './file-outbox'
import { RedisOutbox } from './redis-outbox'

/**
 * With REDIS_URL, the outbox every instance shares, each falling back to its own folder while
 * Redis is away; without, the folder alone.
 */
export function createOutbox({ OUTBOX_DIR, REDIS_URL }: Pick<Env, 'OUTBOX_DIR' | 'REDIS_URL'>): FallbackOutbox | FileOutbox {
  const local = new FileOutbox(OUTBOX_DIR)
  return REDIS_URL ? new FallbackOutbox(new RedisOutbox(() => redisClient(REDIS_URL)), local) : local
}
