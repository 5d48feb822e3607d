import 'server-only'
import type { z } from 'zod'
import { env } from '@/lib/env'
import { readChunked } from './chunked-cache'
import { packChunks, type Packed } from './chunks'
import { type CacheOptions, declareDependency, getJson, NOT_FOUND, UpstreamError } from './http'
import { loadLastGood, saveLastGood } from './last-good'
import { parseList } from './parse'
import { toProductCard } from './product-card'
import { readMode } from './read-mode'
import { type Category, LogoSchema, type ProductCard, ProductCardSchema, ProductSchema } from './schemas'
import { type SearchDocument, SearchDocumentSchema, toSearchDocument } from './search-document'
import type { CatalogueSource } from './source'
import { tags } from './tags'
import { fetchProduct } from './product-fetch'
import { reportDropped, reportHealthy, reportProblem } from './upstream-log'

type Call<S extends z.ZodType> = {
  path: string
  schema: S
  tags: string[]
}

const nameOf = (call: { path: string }) => `GET ${call.path}`
const reasonOf = (error: unknown) => (error instanceof UpstreamError ? error.message : String(error))

/**
 * One upstream list call, as robust as a catalogue page needs it to be:
 * - invalid items are dropped and logged, the rest are shown;
 * - on failure it tries once more with a short revalidate, which (as documented for fetch)
 *   shortens the life of the page being rendered, so a page built during an outage is retried
 *   soon instead of being kept for the full period;
 * - if that fails too it answers the last good copy, or null when there has never been one.
 */
async function loadList<S extends z.ZodType>(call: Call<S>): Promise<z.infer<S>[] | null> {
  const { CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_RETRY_SECONDS } = env()
  const preview = (await readMode(false)) === 'preview'
  try {
    const items = await fetchList(call, (retry) =>
      preview ? 'no-store' : { tags: call.tags, revalidate: retry ? CATALOGUE_RETRY_SECONDS : CATALOGUE_REVALIDATE_SECONDS },
    )
    // Visitors never see what a preview read before it is published.
    if (!preview) await saveLastGood(nameOf(call), items)
    return items
  } catch (error) {
    return lastGood(call, call.schema, error, { declare: !preview })
  }
}

/** The call's answer, parsed, in two attempts at most; an error when both fail. */
async function fetchList<S extends z.ZodType>(call: Call<S>, cache: (retry: boolean) => CacheOptions): Promise<z.infer<S>[]> {
  const items = await attempt(call, cache(false)).catch(() => attempt(call, cache(true)))
  reportHealthy(nameOf(call))
  return items
}

async function attempt<S extends z.ZodType>(call: Call<S>, cache: CacheOptions): Promise<z.infer<S>[]> {
  const raw = await getJson(call.path, cache)
  if (raw === NOT_FOUND) throw new UpstreamError('HTTP 404')
  const parsed = parseList(call.schema, raw)
  if (!parsed) throw new UpstreamError('the answer is not a list')
  reportDropped(nameOf(call), parsed.dropped)
  return parsed.items
}

/**
 * The last good copy when a call failed, or null. In a page render (`declare`) the page is told it
 * depends on the call's tags and should be retried soon, so the webhook still reaches it.
 */
async function lastGood<S extends z.ZodType>(
  call: Call<z.ZodType>,
  keptSchema: S,
  error: unknown,
  { declare }: { declare: boolean },
): Promise<z.infer<S>[] | null> {
  if (declare) await declareDependency(call.tags, env().CATALOGUE_RETRY_SECONDS)
  const kept = parseList(keptSchema, await loadLastGood(nameOf(call)))
  reportProblem(nameOf(call), reasonOf(error), kept ? 'last good answer' : 'nothing kept')
  return kept ? kept.items : null
}

const productListCall = (category: Category): Call<typeof ProductSchema> => ({
  path: `/api/product/list/${category}`,
  schema: ProductSchema,
  tags: [tags.allProducts, tags.category(category)],
})

/**
 * What one list call is kept as: the cards the lists show and the search index's documents (key
 * features and model labels, which cards leave out). Each is cached and kept apart, so a landing
 * reads only cards.
 */
type LineParts = { cards: Packed<ProductCard>; search: Packed<SearchDocument> }
type Part = keyof LineParts
type ItemOf<P extends Part> = LineParts[P] extends Packed<infer T> ? T : never
const partSchemas = { cards: ProductCardSchema, search: SearchDocumentSchema }
/** The call as each part is named in the data cache, the last good copies and the logs. */
const partCall = (call: Call<typeof ProductSchema>, part: Part) => (part === 'cards' ? call : { ...call, path: `${call.path} search` })

/**
 * A line's parts, straight from upstream: the whole list is read past Next's data cache (at
 * thousands of products it is over the item limit), and only its parts are kept, here as the
 * last good copies and by the caller in the data cache.
 */
async function loadLine(call: Call<typeof ProductSchema>, { keep }: { keep: boolean }): Promise<LineParts> {
  const products = await fetchList(call, () => 'no-store')
  const parts: LineParts = { cards: packChunks(products.map(toProductCard)), search: packChunks(products.map(toSearchDocument)) }
  const oversize = parts.cards.oversize.map((index) => `#${index} (${products[index]!.slug}) is over the data cache's item limit`)
  reportDropped(`${nameOf(call)} cards`, oversize)
  if (keep) {
    await Promise.all(
      (['cards', 'search'] as const).map((part) =>
        saveLastGood(nameOf(partCall(call, part)), parts[part].chunks.flat(), parts[part].version),
      ),
    )
  }
  return parts
}

/** Concurrent renders of one line share one load: a build renders many pages at once. */
const loading = new Map<string, Promise<LineParts>>()
function sharedLoad(call: Call<typeof ProductSchema>): Promise<LineParts> {
  let load = loading.get(call.path)
  if (!load) {
    load = loadLine(call, { keep: true }).finally(() => loading.delete(call.path))
    loading.set(call.path, load)
  }
  return load
}

async function listPart<P extends Part>(category: Category, part: P, options?: { uncached?: boolean }): Promise<ItemOf<P>[] | null> {
  const call = productListCall(category)
  const named = partCall(call, part)
  const schema = partSchemas[part] as unknown as z.ZodType<ItemOf<P>>
  const mode = await readMode(options?.uncached)
  try {
    // The proxy runs outside any page render: it must not read or write the pages' data cache;
    // a preview reads upstream fresh and keeps nothing.
    if (mode !== 'cached') return (await loadLine(call, { keep: mode === 'uncached' }))[part].chunks.flat() as ItemOf<P>[]
    const read = await readChunked(nameOf(named), async () => (await sharedLoad(call))[part] as Packed<ItemOf<P>>, {
      tags: call.tags,
      revalidate: env().CATALOGUE_REVALIDATE_SECONDS,
    })
    if (read.failure !== undefined) {
      // Next kept the stale chunks: the page shows them and is rebuilt as soon as after a failure.
      await declareDependency(call.tags, env().CATALOGUE_RETRY_SECONDS)
      reportProblem(nameOf(named), reasonOf(read.failure), 'cached answer')
    }
    if (read.items) return read.items
    // Chunks of different loads: the newest consistent copy is the last good one.
    return parseList(schema, await loadLastGood(nameOf(named)))?.items ?? null
  } catch (error) {
    return lastGood(named, schema, error, { declare: mode === 'cached' })
  }
}

export const upstreamSource: CatalogueSource = {
  listCards: (category, options) => listPart(category, 'cards', options),
  listSearchDocuments: (category) => listPart(category, 'search'),
  fetchProduct,
  listLogos: (kind) => loadList({ path: `/api/logo/list/${kind}`, schema: LogoSchema, tags: [tags.logos(kind)] }),
}
