import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { withCriticalCss } from '../critical-css/page-entry.mjs'
import { redisClient } from '../redis/client.mjs'
import { compressedEntries } from './compressed-entries.mjs'
import { createStaleTags, SHARED_STALE_TAGS } from './stale-tags.mjs'

/**
 * Next's ISR and data cache in the shared Redis (REDIS_CACHE_URL, else REDIS_URL; next.config.ts
 * turns this file on only then): every instance serves the same pages, and one revalidation reaches them all.
 * Keys carry the build id, so two builds never read each other's pages; entries are compressed
 * (compressed-entries.mjs), and a page's HTML is kept with its critical CSS inlined
 * (lib/critical-css), so every later visitor's first paint needs no stylesheet. While building, and
 * while Redis is away, a process keeps its own in-memory cache rather than none: rendering every
 * request and calling upstream for each would be worse than a few seconds of divergence.
 *
 * Next may load this module more than once in a process (the server, the instrumentation hook);
 * the configuration and the connection live on globalThis so that they are made once.
 */
const CONFIG = Symbol.for('arkvolt.cache-handler.config')
const CLIENT = Symbol.for('arkvolt.cache-handler.client')
const TIMEOUT_MS = 1000
/**
 * How long Redis keeps a page: a year, so a page stays until a newer one replaces it and the
 * cache Redis's memory cap (allkeys-lru) decides what goes. The library's default, 1.5 × the
 * revalidation time, dropped a page nobody visited for 7.5 minutes, and its next visitor waited
 * for a full render.
 */
const KEEP_SECONDS = 365 * 24 * 3600

CacheHandler.onCreation(({ buildId }) => {
  globalThis[CONFIG] ??= configure(buildId ?? 'unknown')
  return globalThis[CONFIG]
})

/**
 * The cache's Redis, or undefined while building or without one. The first use waits a little for
 * the connection (the build's pages are copied into Redis at start), not forever: a server whose
 * Redis is down still starts, and uses it from the moment it is ready.
 */
function sharedClient() {
  // Pages belong in a Redis that may evict them (maxmemory + LRU), apart from the outbox.
  const url = process.env.REDIS_CACHE_URL || process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return undefined
  globalThis[CLIENT] ??= redisClient(url, { firstConnectionWaitMs: 3000 })
  return globalThis[CLIENT]
}

function staleTags() {
  globalThis[SHARED_STALE_TAGS] ??= createStaleTags({ client: sharedClient, key: 'arkvolt:cache:stale-tags', timeoutMs: TIMEOUT_MS })
  return globalThis[SHARED_STALE_TAGS]
}

async function configure(buildId) {
  const memory = createLruHandler()
  const client = await sharedClient()
  const ttl = { estimateExpireAge: () => KEEP_SECONDS }
  if (!client) return { handlers: [memory], ttl }

  const shared = createRedisHandler({
    client,
    keyPrefix: `arkvolt:cache:${buildId}:`,
    timeoutMs: TIMEOUT_MS,
    valueSerializer: compressedEntries,
  })
  const current = () => (client.isReady ? shared : memory)
  return {
    handlers: [
      {
        name: 'redis-or-memory',
        get: async (key, meta) => withNotFoundStatus(key, await current().get(key, meta)),
        set: (key, entry, ctx) => current().set(key, { ...entry, value: withCriticalCss(entry.value) }, ctx),
        // The memory copy is dropped too, so it is never served stale after Redis returns.
        revalidateTag: async (tag) => {
          await Promise.all([memory.revalidateTag(tag), client.isReady ? shared.revalidateTag(tag) : undefined])
        },
        delete: async (key) => {
          await Promise.all([memory.delete?.(key), client.isReady ? shared.delete?.(key) : undefined])
        },
      },
    ],
    ttl,
  }
}

/**
 * The library's handler, with `revalidateTag(tag, profile)` kept stale instead of deleted (see
 * stale-tags.mjs). Next passes the profile's durations; without them (`updateTag`, or a call with
 * no profile) the entries go at once, as before.
 */
class SharedCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry) await staleTags().learn([...new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])])
    return entry
  }

  async revalidateTag(tags, durations) {
    if (!durations) return super.revalidateTag(tags)
    await staleTags().mark(typeof tags === 'string' ? [tags] : tags, durations)
  }
}

/**
 * When Next renders the 404 page again, it stores the render without its status, and a client
 * navigation served from that copy would answer 200 (with the 404 page's content), which nginx
 * would then cache per URL. The copy made at start (initial-cache.mjs) and the file-system cache
 * keep the status; this restores it on reading.
 */
function withNotFoundStatus(key, entry) {
  const value = entry?.value
  if (!key.endsWith('/_not-found') || value?.kind !== 'APP_PAGE' || value.status !== undefined) return entry
  return { ...entry, value: { ...value, status: 404 } }
}

export default SharedCacheHandler
