import 'server-only'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'
import type { Outbox } from './outbox/outbox'
import type { ContactLimiter } from './rate-limit'
import { createOutbox, createRateLimiter } from './stores'

/**
 * The process's outbox and limiter, created on first use from the environment: one per process
 * although the server action and the route handler are bundled apart (two would double the limits).
 */
export function getOutbox(): Outbox {
  return processSingleton('contact.outbox', () => createOutbox(env()))
}

export function getRateLimiter(): ContactLimiter {
  return processSingleton('contact.limiter', () => createRateLimiter(env()))
}
