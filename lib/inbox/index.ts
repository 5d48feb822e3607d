import 'server-only'
import { env } from '@/lib/env'
import type { Outbox } from './outbox'
import type { ContactLimiter } from './rate-limit'
import { createOutbox, createRateLimiter } from './stores'

type Stores = { outbox?: Outbox; limiter?: ContactLimiter }

/**
 * Next bundles the server action and the route handler separately, so this module can run
 * twice in one process, and module-level singletons would double the limits. The process's
 * outbox and limiter live on globalThis under a registry-wide symbol: every copy shares the
 * first one made.
 */
const STORES = Symbol.for('arkvolt.inbox.stores')
const processStores = (): Stores => {
  const global = globalThis as typeof globalThis & { [STORES]?: Stores }
  global[STORES] ??= {}
  return global[STORES]
}

/** The process's outbox and rate limiter, created on first use from the environment. */
export function getOutbox(): Outbox {
  const stores = processStores()
  stores.outbox ??= createOutbox(env())
  return stores.outbox
}

export function getRateLimiter(): ContactLimiter {
  const stores = processStores()
  stores.limiter ??= createRateLimiter(env())
  return stores.limiter
}
