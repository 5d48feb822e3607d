import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Packed } from './chunks'

/** One data-cache item: a chunk of a list, and which load of the list it came from. */
type Chunk<T> = { version: string; count: number; items: T[] }

export type ChunkedRead<T> = {
  /** The list, or undefined when its chunks came from different loads and this read loaded none. */
  items: T[] | undefined
  /** A chunk was stale and loading it again failed: the items are the cached ones. */
  failure?: unknown
}

/**
 * A list kept in Next's data cache as chunks each under the item limit (`packChunks`), tagged and
 * timed like the fetch it replaces. Chunk 0 says how many there are; a read takes them all.
 *
 * Missing or stale chunks are made from one `load` per read, however many are missing; the load
 * runs inside `unstable_cache`, so its own upstream call may be `no-store` without making the page
 * dynamic. Chunks are keyed by position, not by content, so a changed list overwrites them instead
 * of leaving old ones behind. Chunks written at different times (one expired before the others,
 * or was evicted) can come from different loads: the read then answers this read's own load, or
 * undefined for the caller to fall back on a consistent copy.
 *
 * A load that fails throws when nothing is cached; with a stale chunk Next keeps serving it, and
 * the read reports the failure so the caller can ask for an early retry.
 */
export async function readChunked<T>(
  name: string,
  load: () => Promise<Packed<T>>,
  options: { tags: string[]; revalidate: number },
): Promise<ChunkedRead<T>> {
  let loading: Promise<Packed<T>> | undefined
  let failure: unknown
  const chunk = unstable_cache(
    async (_name: string, index: number): Promise<Chunk<T>> => {
      loading ??= load()
      try {
        const packed = await loading
        return { version: packed.version, count: packed.chunks.length, items: packed.chunks[index] ?? [] }
      } catch (error) {
        failure = error
        throw error
      }
    },
    ['catalogue-chunk'],
    options,
  )
  const first = await chunk(name, 0)
  const rest = await Promise.all(Array.from({ length: first.count - 1 }, (_, index) => chunk(name, index + 1)))
  const chunks = [first, ...rest]
  if (chunks.every((each) => each.version === first.version)) return { items: chunks.flatMap((each) => each.items), failure }
  const own = loading && (await loading.catch(() => undefined))
  return { items: own?.chunks.flat(), failure }
}
