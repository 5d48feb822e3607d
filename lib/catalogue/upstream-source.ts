import 'server-only'
import type { z } from 'zod'
import { env } from '@/lib/server/env'
import { createHash } from 'node:crypto'
import { processSingleton } from '@/lib/server/process-singleton'
import { type CacheOptions, declareDependency, getJson, NOT_FOUND, UpstreamError } from './http'
import { loadLastGood, saveLastGood } from './last-good'
import { parseList } from './parse'
import { toProductCard } from './product-card'
import { readMode } from './read-mode'
import { type Category, LogoSchema, ProductCardSchema, ProductSchema } from './schemas'
import { SearchDocumentSchema, toSearchDocument } from './search-document'
import type { CatalogueSource, LoadedLine } from './source'
import { listTags, tags } from './tags'
import { fetchProduct } from './product-fetch'
import { pageHash } from './page-hash'
import { reportDropped, reportHealthy, reportProblem } from './upstream-log'
import { RetryGate } from './retry-gate'

type Call<S extends z.ZodType> = {
  path: string
  schema: S
  tags: string[]
}

const nameOf = (call: { path: string }) => `GET ${call.path}`
const reasonOf = (error: unknown) => (error instanceof UpstreamError ? error.message : String(error))

/**
 * The process's gate of list calls (logos): one that failed is made again once every
 * CATALOGUE_RETRY_SECONDS at most, however many requests and renders need it meanwhile.
 */
const listGate = () => processSingleton('upstream-list-gate', () => new RetryGate(env().CATALOGUE_RETRY_SECONDS * 1000))

/**
 * One upstream list call, as robust as a catalogue page needs it to be:
 * - invalid items are dropped and logged, the rest are shown;
 * - on failure it tries once more with a short revalidate, which (as documented for fetch)
 *   shortens the life of the page being rendered, so a page built during an outage is retried
 *   soon instead of being kept for the full period;
 * - if that fails too it answers the last good copy, or null when there has never been one;
 * - after such a failure the call is not made again for CATALOGUE_RETRY_SECONDS: meanwhile it
 *   answers what a failure does, at no cost upstream (a preview always asks).
 */
async function loadList<S extends z.ZodType>(call: Call<S>): Promise<z.infer<S>[] | null> {
  const { CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_RETRY_SECONDS } = env()
  const preview = (await readMode(false)) === 'preview'
  try {
    const fetched = () =>
      fetchList(call, (retry) =>
        preview ? 'no-store' : { tags: call.tags, revalidate: retry ? CATALOGUE_RETRY_SECONDS : CATALOGUE_REVALIDATE_SECONDS },
      )
    const items = await (preview ? fetched() : listGate().run(call.path, fetched))
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
  tags: listTags(category),
})

/** The name the search documents of a line are kept under, beside its cards under the call's own. */
const searchCall = (call: Call<typeof ProductSchema>) => ({ ...call, path: `${call.path} search` })

/**
 * A line, straight from upstream and past Next's data cache (at thousands of products its list is
 * megabytes): the cards the lists show and the search documents (key features and model labels,
 * which cards leave out). `keep` saves both as the last good copies, and falls back on them when
 * upstream fails; a preview keeps nothing and falls back on nothing.
 */
async function loadLine(category: Category, { keep }: { keep: boolean }): Promise<LoadedLine | null> {
  const call = productListCall(category)
  try {
    const products = await fetchList(call, () => 'no-store')
    const line = {
      cards: products.map(toProductCard),
      documents: products.map(toSearchDocument),
      fresh: true,
      pages: products.map(pageHash),
    }
    if (keep) await Promise.all([saveKept(call, line.cards), saveKept(searchCall(call), line.documents)])
    return line
  } catch (error) {
    if (!keep) return null
    const [cards, documents] = await Promise.all([loadLastGood(nameOf(call)), loadLastGood(nameOf(searchCall(call)))])
    const kept = parseList(ProductCardSchema, cards)
    reportProblem(nameOf(call), reasonOf(error), kept ? 'last good answer' : 'nothing kept')
    return kept && { cards: kept.items, documents: parseList(SearchDocumentSchema, documents)?.items ?? [], fresh: false }
  }
}

/** A copy already kept is not written again: a line of thousands of cards is megabytes. */
function saveKept(call: { path: string }, items: unknown[]): Promise<void> {
  const json = JSON.stringify(items)
  return saveLastGood(nameOf(call), items, createHash('sha256').update(json).digest('hex'))
}

export const upstreamSource: CatalogueSource = {
  loadLine,
  fetchProduct,
  listLogos: (kind) => loadList({ path: `/api/logo/list/${kind}`, schema: LogoSchema, tags: [tags.logos(kind)] }),
}
