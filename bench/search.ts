import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import { toProductCard } from '@/lib/catalogue/product-card'
import { ProductSchema } from '@/lib/catalogue/schemas'
import { toSearchDocument } from '@/lib/catalogue/search-document'
import { SearchEngine } from '@/lib/search/engine'
import { type LineForSearch, searchableCatalogue } from '@/lib/search/searchable-catalogue'
import { type RawItem, scaledData } from '../tests/fixtures/upstream/data'
import { startUpstream } from '../tests/fixtures/upstream/server'
import { startSite } from '../tests/support/site'

/**
 * The search's budget at 20,000 products, over six lines and in one line:
 * - the index's heap (engine and the cards results show) and build time, in this process;
 * - on `next start` (the build in .next) against the fake upstream: the first search (loading the
 *   lists and building the index), then p50 and p95 of a results page's time, index cached,
 *   beside a cached static page (/products/all) in the same run; the largest results page's HTML.
 *
 *   npx tsx bench/search.ts [--products 20000] [--rounds 20]
 */
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? Number(process.argv[at + 1]) : fallback
}
const total = option('products', 20_000)
const rounds = option('rounds', 20)

const queries = ['fan', 'bldc fan', 'street light', 'sailite', 'copper wire', 'inverter', 'TZ-1200-ECO', 'aerobreeze 00120']
const typos = ['bldcc fann', 'stret ligth', 'invertor', 'tecnozen', 'coper wier', 'xyzzy']
const paths = [...queries, ...typos].map((query) => `/search?q=${encodeURIComponent(query)}`).concat(['/search?q=fan&page=5'])

type Lines = Record<string, RawItem[]>
const inOneLine = (lines: Lines): Lines => ({
  ...Object.fromEntries(Object.keys(lines).map((line) => [line, []])),
  fan: Object.values(lines).flat(),
})

async function indexHeap(lines: Lines) {
  const forSearch: LineForSearch[] = Object.entries(lines).map(([line, items]) => {
    const products = items.map((item) => ProductSchema.parse(item))
    return { line: line as LineForSearch['line'], cards: products.map(toProductCard), documents: products.map(toSearchDocument) }
  })
  gc()
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  const catalogue = searchableCatalogue(forSearch)
  const engine = await SearchEngine.build(catalogue.searchable)
  const buildMs = performance.now() - started
  forSearch.length = 0
  gc()
  const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20
  return { heapMb, buildMs, keep: [engine, catalogue] }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

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
    for (const path of paths) await timed(`${site.url}${path}`)
    await timed(`${site.url}/products/all`)
    const search: number[] = []
    const reference: number[] = []
    let largest = 0
    for (let round = 0; round < rounds; round++) {
      for (const path of paths) {
        const answer = await timed(`${site.url}${path}`)
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
        search.push(answer.ms)
        largest = Math.max(largest, answer.bytes)
      }
      reference.push((await timed(`${site.url}/products/all`)).ms)
    }
    search.sort((a, b) => a - b)
    reference.sort((a, b) => a - b)
    return {
      firstSearchMs: first.ms,
      indexBuild: builtLine?.replace(/^.*\[search\] /, '') ?? 'not logged',
      p50: percentile(search, 50),
      p95: percentile(search, 95),
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
  console.log(`${total} products; ${paths.length} results pages × ${rounds} rounds, one at a time\n`)
  console.log(
    '| Catalogue | Index heap (MB) | Index build (ms) | First search (ms) | Results page p50 / p95 (ms) | /products/all p50 (ms) | Largest results page (kB HTML) |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const [name, lines] of [
    ['six lines', spread],
    ['one line', inOneLine(spread)],
  ] as const) {
    const heap = await indexHeap(lines)
    const served = await onNextStart(lines)
    console.log(
      `| ${name} | ${heap.heapMb.toFixed(1)} | ${heap.buildMs.toFixed(0)} (on next start: ${served.indexBuild}) | ${served.firstSearchMs.toFixed(0)} | ${served.p50.toFixed(1)} / ${served.p95.toFixed(1)} | ${served.referenceP50.toFixed(1)} | ${served.largestKb.toFixed(1)} |`,
    )
  }
}

void main()
