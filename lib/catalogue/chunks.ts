import { createHash } from 'node:crypto'

/**
 * Next's data cache refuses an item whose JSON is longer than this, with "items over 2MB can not
 * be cached" (next/dist/server/lib/incremental-cache/index.js, `set`), and every later read goes
 * back to upstream. Custom cache handlers skip the check, but a bounded item suits them too.
 */
export const DATA_CACHE_ITEM_LIMIT = 2 * 1024 * 1024

/**
 * What the items of one chunk may add up to, by `cost`: the rest of the limit is more than the
 * entry's own fields (kind, status, revalidate, the chunk's version and count) ever take.
 */
export const CHUNK_BUDGET = 1.5 * 1024 * 1024

/**
 * The size Next checks for an `unstable_cache` entry holding `value`: it stores the value as a JSON
 * string inside the entry, then measures the entry's JSON (unstable-cache.js, `cacheNewResult`).
 */
export function dataCacheItemSize(value: unknown, revalidate: number): number {
  const entry = { kind: 'FETCH', data: { headers: {}, body: JSON.stringify(value), status: 200, url: '' }, revalidate }
  return JSON.stringify(entry).length
}

/**
 * What one item adds to that size, its comma included: its JSON, escaped once more as part of the
 * string. Escaping goes character by character, so the costs of a chunk's items add up exactly.
 */
export function cost(item: unknown): number {
  return JSON.stringify(JSON.stringify(item)).length - 2 + 1
}

export type Packed<T> = {
  /** Names this content: chunks of one load share it, so a read can tell whether they belong together. */
  version: string
  /** At least one chunk, empty for an empty list, so a read always finds the first. */
  chunks: T[][]
  /** Positions of the items left out because one alone is over the budget. */
  oversize: number[]
}

/** The items in order, in as few chunks as the budget allows. */
export function packChunks<T>(items: readonly T[], budget = CHUNK_BUDGET): Packed<T> {
  const chunks: T[][] = [[]]
  const oversize: number[] = []
  const hash = createHash('sha256')
  let used = 0
  items.forEach((item, index) => {
    const size = cost(item)
    if (size > budget) {
      oversize.push(index)
      return
    }
    hash.update(JSON.stringify(item))
    if (used + size > budget) {
      chunks.push([])
      used = 0
    }
    chunks.at(-1)!.push(item)
    used += size
  })
  return { version: hash.digest('hex').slice(0, 16), chunks, oversize }
}
