import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible'
import { logEvent } from '@/lib/log/log.mjs'
import type { RedisClient } from '@/lib/redis/client.mjs'

/** Contact messages a minute: from one client address, and from all clients together. */
export type ContactLimits = { perClient: number; total: number }

/** What accepting a message needs of the limits (a fake in tests). */
export interface ContactLimiter {
  /** Takes one message of `client` from both allowances; false, taking nothing, once either is spent. */
  take(client: string): Promise<boolean>
}

/** The shared store of a multi-instance deployment. */
export type SharedLimits = {
  client: () => Promise<RedisClient>
  /** Prefix of the counters' keys. */
  prefix?: string
  /** How long Redis may take before this process counts on its own. */
  timeoutMs?: number
}

/** Each counter lives a fixed minute from its first message (rate-limiter-flexible's window). */
const WINDOW_SECONDS = 60
const TOTAL_KEY = 'all'

/**
 * The two allowances on two counters. The client's is counted first, so a client over its own
 * allowance never spends everyone's. The total is looked at before anything is counted, which
 * keeps memory bounded: the library drops a counter a minute after it was made (a timer in
 * memory, a TTL in Redis), and once the total is spent a flood from fresh addresses makes no
 * counters at all. So at most CONTACT_LIMIT_TOTAL new per-client counters a minute (and those
 * of requests in flight as the total runs out) exist, whatever the number of addresses.
 */
export function contactLimiter(perClient: RateLimiterAbstract, total: RateLimiterAbstract): ContactLimiter {
  return {
    async take(client) {
      if ((await total.get(TOTAL_KEY))?.remainingPoints === 0) return spent('total')
      if (!(await consumed(perClient, client))) return spent('client')
      if (await consumed(total, TOTAL_KEY)) return true
      // The total ran out meanwhile: the client is not charged for a message that was not taken.
      await perClient.reward(client)
      return spent('total')
    },
  }
}

/** Which allowance ran out, for operators: never the client's address. */
function spent(allowance: 'client' | 'total'): false {
  logEvent('warn', 'rate_limit.refused', { limit: 'contact', allowance })
  return false
}

/** A refusal is an answer; a store error that no insurance limiter caught is not. */
async function consumed(counter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await counter.consume(key)
    return true
  } catch (reason) {
    if (reason instanceof RateLimiterRes) return false
    throw reason
  }
}

const inMemory = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS })

/**
 * Without a shared store, this process's counters. With one, counters every instance shares in
 * Redis (node-redis v5, hence `useRedisPackage`); while Redis fails or does not answer within
 * `timeoutMs`, each instance counts in its own memory (the insurance limiter), so an outage
 * never turns visitors away. The Redis client is asked for on first use, as it connects lazily.
 */
export function createContactLimiter(limits: ContactLimits, shared?: SharedLimits): ContactLimiter {
  if (!shared) return contactLimiter(inMemory('client', limits.perClient), inMemory('total', limits.total))
  const { client, prefix = 'arkvolt:limit:', timeoutMs = 1000 } = shared
  const inRedis = (redis: RedisClient, name: string, points: number) =>
    new RLWrapperTimeouts({
      timeoutMs,
      limiter: new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: prefix + name,
        points,
        duration: WINDOW_SECONDS,
        insuranceLimiter: inMemory(name, points),
      }),
    })
  let limiter: Promise<ContactLimiter> | undefined
  return {
    async take(key) {
      limiter ??= client().then((redis) =>
        contactLimiter(inRedis(redis, 'client', limits.perClient), inRedis(redis, 'total', limits.total)),
      )
      return (await limiter).take(key)
    },
  }
}
