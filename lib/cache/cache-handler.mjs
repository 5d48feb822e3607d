import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { redisClient } from '../redis/client.mjs'

/**
 * Next's ISR and data cache in the shared Redis (REDIS_CACHE_URL, else REDIS_URL; next.config.ts
 * turns this file on only then): every instance serves the same pages, and one revalidation reaches them all.
 * Keys carry the build id, so two builds never read each other's pages. While building, and
 * while Redis is away, a process keeps its own in-memory cache rather than none: rendering every
 * request and calling upstream for each would be worse than a few seconds of divergence.
 *
 * Next may load this module more than once in a process (the server, the instrumentation hook);
 * the configuration lives on globalThis so that it is made once.
 */
const CONFIG = Symbol.for('arkvolt.cache-handler.config')

CacheHandler.onCreation(({ buildId }) => {
  globalThis[CONFIG] ??= configure(buildId ?? 'unknown')
  return globalThis[CONFIG]
})

async function configure(buildId) {
  const memory = createLruHandler()
  // Pages belong in a Redis that may evict them (maxmemory + LRU), apart from the outbox.
  const url = process.env.REDIS_CACHE_URL || process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory] }

  // Wait a little for the connection (the build's pages are copied into Redis at start), not
  // forever: a server whose Redis is down still starts, and uses it from the moment it is ready.
  const client = await redisClient(url, { firstConnectionWaitMs: 3000 })

  const shared = createRedisHandler({ client, keyPrefix: `arkvolt:cache:${buildId}:`, timeoutMs: 1000 })
  const current = () => (client.isReady ? shared : memory)
  return {
    handlers: [
      {
        name: 'redis-or-memory',
        get: async (key, meta) => withNotFoundStatus(key, await current().get(key, meta)),
        set: (key, value, ctx) => current().set(key, value, ctx),
        // The memory copy is dropped too, so it is never served stale after Redis returns.
        revalidateTag: async (tag) => {
          await Promise.all([memory.revalidateTag(tag), client.isReady ? shared.revalidateTag(tag) : undefined])
        },
        delete: async (key) => {
          await Promise.all([memory.delete?.(key), client.isReady ? shared.delete?.(key) : undefined])
        },
      },
    ],
  }
}

/**
 * The prerendered 404 page reaches Redis under a route-cache key without its status, and a client
 * navigation served from that copy would answer 200 (with the 404 page's content), which nginx
 * would then cache per URL. The file-system cache keeps the status; this restores it on reading.
 */
function withNotFoundStatus(key, entry) {
  const value = entry?.value
  if (!key.endsWith('/_not-found') || value?.kind !== 'APP_PAGE' || value.status !== undefined) return entry
  return { ...entry, value: { ...value, status: 404 } }
}

export default CacheHandler
