import { redisClient, withTimeout } from '@/lib/redis/client.mjs'

/**
 * The catalogue's one freshness signal: a counter every instance reads and any instance bumps
 * (the webhook, or an instance whose timed reload found the lists changed). A snapshot is built
 * for one value of it; an instance whose snapshot names another value rebuilds.
 *
 * With a Redis it is a key in the durable Redis, which never evicts, so every instance sees the
 * same value; without one there is one instance, and the value is the process's own.
 */
export type Freshness = {
  /** The current value; null when the shared value cannot be read now (then age alone decides). */
  read(): Promise<string | null>
  /** A new value, after every earlier one. */
  bump(): Promise<string>
}

const KEY = 'arkvolt:catalogue:version'
const TIMEOUT_MS = 500

export function sharedFreshness(redisUrl: string): Freshness {
  const call = <T>(command: (redis: Awaited<ReturnType<typeof redisClient>>) => Promise<T>) =>
    withTimeout(
      redisClient(redisUrl).then((redis) => command(redis)),
      TIMEOUT_MS,
      'Redis catalogue version',
    )
  let local = 0
  return {
    read: () =>
      call((redis) => redis.get(KEY)).then(
        (value) => value ?? '0',
        () => null,
      ),
    // While Redis is away a bump still makes this instance rebuild; the others follow by age.
    bump: () => call((redis) => redis.incr(KEY)).then(String, () => `local-${++local}`),
  }
}

export function localFreshness(): Freshness {
  let value = 0
  return { read: async () => String(value), bump: async () => String(++value) }
}
