import { parseArgs } from 'node:util'
import { toProductCard } from '@/lib/catalogue/product-card'
import { ProductSchema } from '@/lib/catalogue/schemas'
import { toSearchDocument } from '@/lib/catalogue/search-document'
import { SearchEngine } from '@/lib/search/engine'
import { type LineForSearch, searchableCatalogue } from '@/lib/search/searchable-catalogue'
import { type RawItem, scaledData } from '../tests/fixtures/upstream/data'
import { startUpstream } from '../tests/fixtures/upstream/server'
import { startSite } from '../tests/support/site'
import { liveHeapBytes, percentile } from './measures'

/**
 * The search's budget at 20,000 products, over six lines and in one line:
 * - the index's heap (engine and the cards results show) and build time, in this process;
 * - on `next start` (the build in .next) against the fake upstream: the first search (loading the
 *   lists and building the index), then p50 and p95 of a results page's time, index built, for
 *   queries looked up afresh and for queries repeated (answered from the index's cache), beside
 *   a cached static page (/products/all) in the same run; the largest results page's HTML.
 *
 *   npx tsx bench/search.ts [--products 20000] [--rounds 20]
 */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '20' } },
})
const total = Number(values.products)
const rounds = Number(values.rounds)

const queries = ['fan', 'bldc fan', 'street light', 'sailite', 'copper wire', 'inverter', 'TZ-1200-ECO', 'aerobreeze 00120']
const typos = ['bldcc fann', 'stret ligth', 'invertor', 'tecnozen', 'coper wier', 'xyzzy']
/**
 * The results pages of a round. `fresh`: each query with a number no product has, so the index
 * looks every query up again instead of answering from its cache of recent queries.
 */
const pathsOf = (round?: number) =>
  [...queries, ...typos, 'fan'].map(
    (query, index) =>
      `/search?q=${encodeURIComponent(round === undefined ? query : `${query} ${90_000 + round}`)}${index === queries.length + typos.length ? '&page=5' : ''}`,
  )

type Lines = Record<string, RawItem[]>
/** Every product in the fan line, as fans (a product whose own type names another line is not listed under this one). */
const inOneLine = (lines: Lines): Lines => ({
  ...Object.fromEntries(Object.keys(lines).map((line) => [line, []])),
  fan: Object.values(lines)
    .flat()
    .map((item) => ({ ...item, productType: 'fan' })),
})

async function indexHeap(lines: Lines) {
  const forSearch: LineForSearch[] = Object.entries(lines).map(([line, items]) => {
    const products = items.map((item) => ProductSchema.parse(item))
    return { line: line as LineForSearch['line'], cards: products.map(toProductCard), documents: products.map(toSearchDocument) }
  })
  const before = liveHeapBytes()
  const started = performance.now()
  const catalogue = searchableCatalogue(forSearch)
  const engine = await SearchEngine.build(catalogue.searchable)
  const buildMs = performance.now() - started
  forSearch.length = 0
  const heapMb = (liveHeapBytes() - before) / 2 ** 20
  return { heapMb, buildMs, keep: [engine, catalogue] }
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now()
  const response = await fetch(url)
  const bytes = (await response.arrayBuffer()).byteLength
  return { ms: performance.now() - started, bytes, status: response.status }
}

async function onNextStart(lines: Lines) {
  const upstream = await startUpstream({ products: total })
  Object.assign(upstream.data.products, lines)
  const site = await startSite(
    { API_URL: upstream.url, API_MAX_BYTES: String(100 * 2 ** 20), API_TIMEOUT_MS: '60000' },
    { keptData: false },
  )
  try {
    const first = await timed(`${site.url}/search?q=fan`)
    const builtLine = site.logs.find((line) => line.includes('[search] index of'))
    for (const path of pathsOf()) await timed(`${site.url}${path}`)
    await timed(`${site.url}/products/all`)
    const fresh: number[] = []
    const repeated: number[] = []
    const reference: number[] = []
    let largest = 0
    for (let round = 0; round < rounds; round++) {
      for (const [times, paths] of [
        [fresh, pathsOf(round)],
        [repeated, pathsOf()],
      ] as const) {
        for (const path of paths) {
          const answer = await timed(`${site.url}${path}`)
          if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
          times.push(answer.ms)
          largest = Math.max(largest, answer.bytes)
        }
      }
      reference.push((await timed(`${site.url}/products/all`)).ms)
    }
    for (const times of [fresh, repeated, reference]) times.sort((a, b) => a - b)
    const p50p95 = (times: number[]) => `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`
    return {
      firstSearchMs: first.ms,
      indexBuild: builtLine?.replace(/^.*\[search\] /, '') ?? 'not logged',
      fresh: p50p95(fresh),
      repeated: p50p95(repeated),
      referenceP50: percentile(reference, 50),
      largestKb: largest / 1000,
    }
  } finally {
    await site.dispose()
    await upstream.close()
  }
}

async function main() {
  const spread = scaledData(total).products
  console.log(`${total} products; ${pathsOf().length} results pages × ${rounds} rounds × 2, one at a time\n`)
  console.log(
    '| Catalogue | Index heap (MB) | Index build (ms) | First search (ms) | Results page p50 / p95 (ms), fresh queries | Repeated queries | /products/all p50 (ms) | Largest results page (kB HTML) |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const [name, lines] of [
    ['six lines', spread],
    ['one line', inOneLine(spread)],
  ] as const) {
    const heap = await indexHeap(lines)
    const served = await onNextStart(lines)
    console.log(
      `| ${name} | ${heap.heapMb.toFixed(1)} | ${heap.buildMs.toFixed(0)} (on next start: ${served.indexBuild}) | ${served.firstSearchMs.toFixed(0)} | ${served.fresh} | ${served.repeated} | ${served.referenceP50.toFixed(1)} | ${served.largestKb.toFixed(1)} |`,
    )
  }
}

void main()
