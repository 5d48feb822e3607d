import 'server-only'
import { staleMarks } from '@/lib/cache/stale-tags.mjs'
import { getSearchableLine } from '@/lib/catalogue'
import { CategorySchema } from '@/lib/catalogue/schemas'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'
import { runDetached } from './detached'
import { listTags } from './list-tags'
import { SearchIndex } from './search-index'
import { type LineForSearch, searchableCatalogue } from './searchable-catalogue'

const lines = CategorySchema.options

/** How often a search may ask whether another instance was told of a change: one Redis round trip. */
const STAMP_CHECK_MS = 1000

/**
 * The process's search index over every line's list, read from the same cached lists the
 * landings read (lib/catalogue). A webhook call on any instance marks the lists' tags stale in
 * the shared cache; each instance's index notices the new marks on its next search (at most a
 * second apart) and rebuilds behind it. Time-based expiry of the lists is followed by rebuilding
 * once the index is as old as the lists may be.
 */
export function searchIndex(): SearchIndex {
  return processSingleton('search-index', () => {
    const { CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_RETRY_SECONDS } = env()
    return new SearchIndex({
      load: async () => {
        const loaded = await Promise.all(lines.map(async (line) => ({ line, list: await getSearchableLine(line) })))
        const found = loaded.flatMap(({ line, list }): LineForSearch[] => (list ? [{ line, ...list }] : []))
        return found.length > 0 ? searchableCatalogue(found) : null
      },
      stamp: async () => (await staleMarks([...listTags])).join(','),
      detached: runDetached,
      maxAgeMs: CATALOGUE_REVALIDATE_SECONDS * 1000,
      checkMs: STAMP_CHECK_MS,
      retryMs: CATALOGUE_RETRY_SECONDS * 1000,
    })
  })
}
