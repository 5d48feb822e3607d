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
  reportProblem(nameOf(call), `${reasonOf(error)}; ${kept ? 'serving the last good answer' : 'nothing kept, the section stays empty'}`)
  return kept ? kept.items : null
}

const productListCall = (category: Category): Call<typeof ProductSchema> => ({
  path: `/api/product/list/${category}`,
  schema: ProductSchema,
  tags: [tags.allProducts, tags.category(category)],
})

/**
 * A line's cards, straight from upstream: the whole list is read past Next's data cache (at
 * thousands of products it is over the item limit), and only its cards are kept, here as the
 * last good copy and by the caller in the data cache.
 */
async function loadCards(call: Call<typeof ProductSchema>, { keep }: { keep: boolean }): Promise<Packed<ProductCard>> {
  const products = await fetchList(call, () => 'no-store')
  const packed = packChunks(products.map(toProductCard))
  const oversize = packed.oversize.map((index) => `#${index} (${products[index]!.slug}) is over the data cache's item limit`)
  reportDropped(`${nameOf(call)} cards`, oversize)
  if (keep) await saveLastGood(nameOf(call), packed.chunks.flat(), packed.version)
  return packed
}

/** Concurrent renders of one line share one load: a build renders many pages at once. */
const loading = new Map<string, Promise<Packed<ProductCard>>>()
function sharedLoad(call: Call<typeof ProductSchema>): Promise<Packed<ProductCard>> {
  let load = loading.get(call.path)
  if (!load) {
    load = loadCards(call, { keep: true }).finally(() => loading.delete(call.path))
    loading.set(call.path, load)
  }
  return load
}

async function listCards(category: Category, options?: { uncached?: boolean }): Promise<ProductCard[] | null> {
  const call = productListCall(category)
  const mode = await readMode(options?.uncached)
  try {
    // The proxy runs outside any page render: it must not read or write the pages' data cache;
    // a preview reads upstream fresh and keeps nothing.
    if (mode !== 'cached') return (await loadCards(call, { keep: mode === 'uncached' })).chunks.flat()
    const read = await readChunked(nameOf(call), () => sharedLoad(call), {
      tags: call.tags,
      revalidate: env().CATALOGUE_REVALIDATE_SECONDS,
    })
    if (read.failure !== undefined) {
      // Next kept the stale chunks: the page shows them and is rebuilt as soon as after a failure.
      await declareDependency(call.tags, env().CATALOGUE_RETRY_SECONDS)
      reportProblem(nameOf(call), `${reasonOf(read.failure)}; serving the cached answer`)
    }
    if (read.items) return read.items
    // Chunks of different loads: the newest consistent copy is the last good one.
    return parseList(ProductCardSchema, await loadLastGood(nameOf(call)))?.items ?? null
  } catch (error) {
    return lastGood(call, ProductCardSchema, error, { declare: mode === 'cached' })
  }
}

export const upstreamSource: CatalogueSource = {
  listCards,
  fetchProduct,
  listLogos: (kind) => loadList({ path: `/api/logo/list/${kind}`, schema: LogoSchema, tags: [tags.logos(kind)] }),
}
