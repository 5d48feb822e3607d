import 'server-only'
import { env } from '@/lib/env'
import { FileOutbox, type Outbox } from './outbox'
import { MemoryRateLimiter, type RateLimiter } from './rate-limit'

let outbox: Outbox | undefined
let limiter: RateLimiter | undefined

/** The process's outbox and rate limiter, created on first use from the environment. */
export function getOutbox(): Outbox {
  outbox ??= new FileOutbox(env().OUTBOX_DIR)
  return outbox
}

export function getRateLimiter(): RateLimiter {
  limiter ??= new MemoryRateLimiter()
  return limiter
}
