import 'server-only'
import { unstable_cache } from 'next/cache'
import { env } from '@/lib/server/env'
import { declareDependency, NOT_FOUND, streamList, UpstreamError } from './http'
import { loadLastGood, saveLastGood } from './last-good'
import { RELATED_LIMIT } from '@/lib/product/related-products'
import { type ProductSlice, productSliceOf, productSliceReader } from './product-page'
import { readMode } from './read-mode'
import type { Category } from './schemas'
import { tags } from './tags'
import { reportHealthy, reportProblem } from './upstream-log'

/** Upstream knows no product with the slug: an answer, but nothing to cache or keep. */
class NoSuchProduct extends Error {}

/**
 * A product page's fetch call. Upstream answers the product and then every other product of its
 * line, whole: 28 MB at 20,000 products, over Next's 2 MB data-cache item and over the size
 * limit. So the answer is read past the data cache as it streams in, and only the slice the page
 * shows is kept (`productSliceReader`: the product and its first related products); reading stops
 * there, a few kilobytes in when upstream puts the product first, and the connection is closed.
 * The slice is cached under the product's tags, so a render costs one small cached read.
 * `API_MAX_BYTES` bounds the bytes read before the slice is complete, not the whole answer.
 *
 * Like every call: tried twice, then the last good copy (the slice, as a list) with an early
 * retry of the page, or null. A product upstream does not know caches and keeps nothing.
 */
export async function fetchProduct(slug: string, category: Category, id?: string): Promise<ProductSlice | null> {
  const path = `/api/product/fetch/${encodeURIComponent(slug)}`
  // The slice of one item: the one with this `_id` where upstream lists the slug twice.
  const key = id === undefined ? path : `${path}#${id}`
  const name = `GET ${path}`
  // The answer lists the line's other products too, so an edit to any of them counts.
  const callTags = [tags.allProducts, tags.category(category), tags.product(slug)]
  const { CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_RETRY_SECONDS } = env()
  const preview = (await readMode(false)) === 'preview'
  let failure: unknown
  const load = async (): Promise<ProductSlice> => {
    try {
      const slice = await sharedRead(path, key, slug, id)
      reportHealthy(name)
      if (!slice.product) throw new NoSuchProduct()
      // Visitors never see what a preview read before it is published.
      if (!preview) await saveLastGood(name, [slice.product, ...slice.related])
      return slice
    } catch (error) {
      failure = error
      throw error
    }
  }
  try {
    if (preview) return await load()
    // The path (and `_id`) is the entry's key: unstable_cache keys an entry by its arguments.
    const slice = await unstable_cache((() => load()) as (key: string) => Promise<ProductSlice>, ['product-slice'], {
      tags: callTags,
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
    })(key)
    if (failure !== undefined && !(failure instanceof NoSuchProduct)) {
      // Next kept the stale slice: the page shows it and is rebuilt as soon as after a failure.
      await declareDependency(callTags, CATALOGUE_RETRY_SECONDS)
      reportProblem(name, reasonOf(failure), 'cached answer')
    }
    return slice
  } catch (error) {
    if (error instanceof NoSuchProduct) return { related: [] }
    if (!preview) await declareDependency(callTags, CATALOGUE_RETRY_SECONDS)
    const kept = await loadLastGood(name)
    reportProblem(name, reasonOf(error), Array.isArray(kept) ? 'last good answer' : 'nothing kept')
    return Array.isArray(kept) ? productSliceOf(kept, slug, id) : null
  }
}

/**
 * Concurrent renders of one product share one read (tried twice): the build renders a product's
 * page and its social image at once, each of which would otherwise find no cached slice yet.
 */
const reading = new Map<string, Promise<ProductSlice>>()
function sharedRead(path: string, key: string, slug: string, id: string | undefined): Promise<ProductSlice> {
  let read = reading.get(key)
  if (!read) {
    read = readSlice(path, slug, id)
      .catch(() => readSlice(path, slug, id))
      .finally(() => reading.delete(key))
    reading.set(key, read)
  }
  return read
}

/** One read of the answer, stopped as soon as the slice is complete; a 404 is no such product. */
async function readSlice(path: string, slug: string, id: string | undefined): Promise<ProductSlice> {
  const reader = productSliceReader(slug, RELATED_LIMIT, id)
  // Its invalid items are its line's, which the catalogue's report names (lib/catalogue/report).
  const answer = await streamList(path, reader.add)
  return answer === NOT_FOUND ? { related: [] } : reader.slice()
}

const reasonOf = (error: unknown) => (error instanceof UpstreamError ? error.message : String(error))
