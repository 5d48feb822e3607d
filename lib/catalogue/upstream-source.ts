import 'server-only'
import type { z } from 'zod'
import { env } from '@/lib/env'
import { declareDependency, getJson, NOT_FOUND, UpstreamError } from './http'
import { loadLastGood, saveLastGood } from './last-good'
import { parseList } from './parse'
import { type ReadMode, readMode } from './read-mode'
import { LogoSchema, ProductSchema } from './schemas'
import type { CatalogueSource } from './source'
import { tags } from './tags'
import { reportHealthy, reportProblem } from './upstream-log'

type ListCall<S extends z.ZodType> = {
  path: string
  schema: S
  tags: string[]
  /** A 404 means "no such item" (an empty answer, no copy kept) rather than a failure. */
  notFoundIsEmpty?: boolean
  /** Read past Next's data cache: for callers outside a page render. */
  uncached?: boolean
}

/**
 * One upstream list call, as robust as a catalogue page needs it to be:
 * - invalid items are dropped and logged, the rest are shown;
 * - on failure it tries once more with a short revalidate, which (as documented for fetch)
 *   shortens the life of the page being rendered, so a page built during an outage is retried
 *   soon instead of being kept for the full period;
 * - if that fails too it answers the last good copy, or null when there has never been one.
 */
async function loadList<S extends z.ZodType>(call: ListCall<S>): Promise<z.infer<S>[] | null> {
  const name = `GET ${call.path}`
  const { CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_RETRY_SECONDS } = env()
  const mode = await readMode(call.uncached)
  try {
    const items = await attempt(call, name, mode, CATALOGUE_REVALIDATE_SECONDS).catch(() =>
      attempt(call, name, mode, CATALOGUE_RETRY_SECONDS),
    )
    reportHealthy(name)
    // "No such product" is an answer, not a copy worth keeping: made-up slugs must store nothing.
    if (items === NO_SUCH_ITEM || (call.notFoundIsEmpty && items.length === 0)) return []
    if (mode !== 'preview') await saveLastGood(name, items)
    return items
  } catch (error) {
    if (mode === 'cached') await declareDependency(call.tags, CATALOGUE_RETRY_SECONDS)
    const kept = parseList(call.schema, await loadLastGood(name))
    const reason = error instanceof UpstreamError ? error.message : String(error)
    reportProblem(name, `${reason}; ${kept ? 'serving the last good answer' : 'nothing kept, the section stays empty'}`)
    return kept ? kept.items : null
  }
}

const NO_SUCH_ITEM = Symbol('no such item')

async function attempt<S extends z.ZodType>(
  call: ListCall<S>,
  name: string,
  mode: ReadMode,
  revalidate: number,
): Promise<z.infer<S>[] | typeof NO_SUCH_ITEM> {
  const raw = await getJson(call.path, mode === 'cached' ? { tags: call.tags, revalidate } : 'no-store')
  if (raw === NOT_FOUND) {
    if (call.notFoundIsEmpty) return NO_SUCH_ITEM
    throw new UpstreamError('HTTP 404')
  }
  const parsed = parseList(call.schema, raw)
  if (!parsed) throw new UpstreamError('the answer is not a list')
  if (parsed.dropped.length > 0) {
    reportProblem(`${name} items`, `dropped ${parsed.dropped.length} invalid: ${parsed.dropped.join('; ')}`)
  } else {
    reportHealthy(`${name} items`)
  }
  return parsed.items
}

export const upstreamSource: CatalogueSource = {
  listProducts: (category, options) =>
    loadList({
      path: `/api/product/list/${category}`,
      schema: ProductSchema,
      tags: [tags.allProducts, tags.category(category)],
      uncached: options?.uncached,
    }),
  fetchProducts: (slug, category) =>
    loadList({
      path: `/api/product/fetch/${encodeURIComponent(slug)}`,
      schema: ProductSchema,
      // The answer lists the category's other products too, so an edit to any of them counts.
      tags: [tags.allProducts, tags.category(category), tags.product(slug)],
      notFoundIsEmpty: true,
    }),
  listLogos: (kind) => loadList({ path: `/api/logo/list/${kind}`, schema: LogoSchema, tags: [tags.logos(kind)] }),
}
