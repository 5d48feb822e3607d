import 'server-only'
import { env } from '@/lib/server/env'
import { processSingleton } from '@/lib/server/process-singleton'
import { redisClient } from '@/lib/redis/client.mjs'
import { createOutbox } from './outbox/create-outbox'
import type { Outbox } from './outbox/outbox'
import { type ContactLimiter, contactLimitsFrom, createContactLimiter } from './rate-limit'

/**
 * The process's outbox and limiter, created on first use from the environment: one per process
 * although the server action and the route handler are bundled apart (two would double the limits).
 */
export function getOutbox(): Outbox {
  return processSingleton('contact.outbox', () => createOutbox(env()))
}

/**
 * With REDIS_URL, limits that hold across instances; without it, and while Redis is away, this
 * process's own: each instance then lets through the whole documented allowance.
 */
export function getRateLimiter(): ContactLimiter {
  return processSingleton('contact.limiter', () => {
    const { REDIS_URL, CONTACT_LIMIT_PER_CLIENT, CONTACT_LIMIT_TOTAL } = env()
    const limits = contactLimitsFrom({ perClient: CONTACT_LIMIT_PER_CLIENT, total: CONTACT_LIMIT_TOTAL })
    return createContactLimiter(limits, REDIS_URL ? { client: () => redisClient(REDIS_URL) } : undefined)
  })
}
