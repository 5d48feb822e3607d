import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { withTimeout } from '../redis/client.mjs'

/**
 * Stale-while-revalidate for tags, shared by every instance.
 *
 * `revalidateTag(tag, 'max')` means "serve what is cached, regenerate in the background". Next's
 * own file-system cache does it by noting the time in its tags manifest: an entry made before a
 * tag's `stale` time is served with `x-nextjs-cache: STALE` and rendered again behind it; one made
 * before its `expired` time is rendered while the visitor waits. The Redis handler of
 * @fortedigital/nextjs-cache-handler (3.3, the newest) ignores the profile and deletes every entry
 * of the tag, so the first visitor after each webhook call waited for a full render.
 *
 * Here the same marks go into that manifest (Next's incremental cache reads it for every entry,
 * whatever the handler) and into a Redis hash, from which each instance learns them as it reads
 * an entry: one webhook call marks the pages stale on every instance, and none is deleted.
 * The hash holds one field a tag ever revalidated, which the catalogue bounds.
 */
export function createStaleTags({ client, key, timeoutMs }) {
  return {
    /** Marks the tags stale now (expired `durations.expire` seconds from now); locally before anything is awaited. */
    async mark(tags, durations, now = Date.now()) {
      const mark = { stale: now, ...(durations.expire !== undefined && { expired: now + durations.expire * 1000 }) }
      for (const tag of tags) remember(tag, mark)
      const redis = await client()
      if (!redis?.isReady || tags.length === 0) return
      const fields = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(mark)]))
      await withTimeout(redis.hSet(key, fields), timeoutMs, 'Redis').catch(() => {})
    },
    /** Learns what other instances marked about these tags; never fails (what is known locally stays). */
    async learn(tags) {
      const redis = await client()
      if (!redis?.isReady || tags.length === 0) return
      try {
        const values = await withTimeout(redis.hmGet(key, tags), timeoutMs, 'Redis')
        values.forEach((value, index) => value && remember(tags[index], JSON.parse(value)))
      } catch {
        // Redis away or a foreign value: the local marks still hold.
      }
    },
  }
}

/** Where the cache handler keeps its one `createStaleTags` of the process (cache-handler.mjs). */
export const SHARED_STALE_TAGS = Symbol.for('arkvolt.cache-handler.stale-tags')

/**
 * When each tag was last marked stale, on any instance as far as this one knows (0: never), after
 * learning the shared marks when the cache is shared: a cheap stamp of what those tags cover, read
 * by the search index to notice a webhook call another instance received.
 */
export async function staleMarks(tags) {
  await globalThis[SHARED_STALE_TAGS]?.learn(tags)
  return tags.map((tag) => tagsManifest.get(tag)?.stale ?? 0)
}

/** Keeps the later of each time, so a mark learned late never undoes a newer one. */
function remember(tag, mark) {
  const known = tagsManifest.get(tag) ?? {}
  const later = (a, b) => (a === undefined ? b : b === undefined ? a : Math.max(a, b))
  tagsManifest.set(tag, { ...known, stale: later(known.stale, mark.stale), expired: later(known.expired, mark.expired) })
}
