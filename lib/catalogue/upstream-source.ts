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
import { withAllowedUrls } from './allowed-urls'
import { type CheckedLine, checkLine } from './report/check-line'
import { LineReportSchema } from './report/findings'
import { type Category, LogoSchema, ProductCardSchema } from './schemas'
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

const productListCall = (category: Category) => ({ path: `/api/product/list/${category}`, tags: listTags(category) })

/** The names the search documents and the report of a line are kept under, beside its cards under the call's own. */
const searchCall = (call: { path: string }) => ({ path: `${call.path} search` })
const reportCall = (call: { path: string }) => ({ path: `${call.path} report` })

/**
 * A line's list, each item checked once as it is read (`checkLine`: a defect of the data is the
 * report's, not a failure of the call); in two attempts at most, an error when both fail.
 */
async function fetchCheckedLine(path: string, line: Category, hosts: readonly string[]): Promise<CheckedLine> {
  const attempt = async () => {
    const raw = await getJson(path, 'no-store')
    if (raw === NOT_FOUND) throw new UpstreamError('HTTP 404')
    const checked = checkLine(raw, line, hosts)
    if (!checked) throw new UpstreamError('the answer is not a list')
    return checked
  }
  const checked = await attempt().catch(() => attempt())
  reportHealthy(nameOf({ path }))
  return checked
}

/**
 * A line, straight from upstream and past Next's data cache (at thousands of products its list is
 * megabytes): the cards the lists show and the search documents (key features and model labels,
 * which cards leave out). `keep` saves both as the last good copies, and falls back on them when
 * upstream fails; a preview keeps nothing and falls back on nothing.
 */
async function loadLine(category: Category, { keep, hosts }: { keep: boolean; hosts: readonly string[] }): Promise<LoadedLine | null> {
  const call = productListCall(category)
  try {
    const { products, report } = await fetchCheckedLine(call.path, category, hosts)
    const line = {
      cards: products.map(toProductCard),
      documents: products.map(toSearchDocument),
      report,
      fresh: true,
      pages: products.map(pageHash),
    }
    if (keep)
      await Promise.all([saveKept(call, line.cards), saveKept(searchCall(call), line.documents), saveKept(reportCall(call), report)])
    return line
  } catch (error) {
    if (!keep) return null
    const names = [call, searchCall(call), reportCall(call)].map(nameOf)
    const [cards, documents, report] = await Promise.all(names.map(loadLastGood))
    const kept = parseList(ProductCardSchema, cards)
    reportProblem(nameOf(call), reasonOf(error), kept ? 'last good answer' : 'nothing kept')
    if (!kept) return null
    return {
      // Checked when kept; checked again, in case the copy predates the hosts allowed now.
      cards: kept.items.map((card) => withAllowedUrls(card, hosts)),
      documents: parseList(SearchDocumentSchema, documents)?.items ?? [],
      report: LineReportSchema.safeParse(report).data,
      fresh: false,
    }
  }
}

/** A copy already kept is not written again: a line of thousands of cards is megabytes. */
function saveKept(call: { path: string }, data: unknown): Promise<void> {
  const json = JSON.stringify(data)
  return saveLastGood(nameOf(call), data, createHash('sha256').update(json).digest('hex'))
}

export const upstreamSource: CatalogueSource = {
  loadLine,
  fetchProduct,
  listLogos: (kind) => loadList({ path: `/api/logo/list/${kind}`, schema: LogoSchema, tags: [tags.logos(kind)] }),
}
