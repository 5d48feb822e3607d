import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible'
import type { RedisClient } from '@/lib/redis/client.mjs'

/** The shared store of a multi-instance deployment. */
export type SharedLimits = {
  client: () => Promise<RedisClient>
  /** Prefix of the counters' keys. */
  prefix?: string
  /** How long Redis may take before this process counts on its own. */
  timeoutMs?: number
}

/** Each counter lives a fixed window from its first use (rate-limiter-flexible's): a minute unless told. */
const WINDOW_SECONDS = 60

type Limiter<K, R> = { take(key: K): Promise<R> }

/** Makes a counter of `points` a window of `seconds` (a minute by default) under `name`. */
export type MakeCounter = (name: string, points: number, seconds?: number) => RateLimiterAbstract

const inMemory: MakeCounter = (keyPrefix, points, duration = WINDOW_SECONDS) => new RateLimiterMemory({ keyPrefix, points, duration })

/**
 * Limiters whose counters (a minute each, unless a window is given) are, without a shared store,
 * this process's: each instance then has the whole allowance of its own. With one, counters every instance shares in Redis
 * (node-redis v5, hence `useRedisPackage`); while Redis fails or does not answer within
 * `timeoutMs`, each instance counts in its own memory (the insurance limiter), so an outage never
 * turns visitors away. `build` makes the limiter from a counter maker; with Redis it is built on
 * first use, as the client connects lazily. `take` is the one method callers use.
 */
export function minuteLimiter<K, R>(build: (make: MakeCounter) => Limiter<K, R>, shared?: SharedLimits): Limiter<K, R> {
  if (!shared) return build(inMemory)
  const { client, prefix = 'arkvolt:limit:', timeoutMs = 1000 } = shared
  const inRedis =
    (redis: RedisClient): MakeCounter =>
    (name, points, duration = WINDOW_SECONDS) =>
      new RLWrapperTimeouts({
        timeoutMs,
        limiter: new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: prefix + name,
          points,
          duration,
          insuranceLimiter: inMemory(name, points, duration),
        }),
      })
  let limiter: Promise<Limiter<K, R>> | undefined
  return {
    async take(key) {
      limiter ??= client().then((redis) => build(inRedis(redis)))
      return (await limiter).take(key)
    },
  }
}
