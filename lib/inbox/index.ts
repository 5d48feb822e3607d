import 'server-only'
import { env } from '@/lib/env'
import type { Outbox } from './outbox'
import type { ContactLimiter } from './rate-limit'
import { createOutbox, createRateLimiter } from './stores'

let outbox: Outbox | undefined
let limiter: ContactLimiter | undefined

/** The process's outbox and rate limiter, created on first use from the environment. */
export function getOutbox(): Outbox {
  outbox ??= createOutbox(env())
  return outbox
}

export function getRateLimiter(): ContactLimiter {
  limiter ??= createRateLimiter(env())
  return limiter
}
