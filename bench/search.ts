import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { toProductCard } from '@/lib/catalogue/product-card'
import { ProductSchema } from '@/lib/catalogue/schemas'
import { toSearchDocument } from '@/lib/catalogue/search-document'
import { SearchEngine } from '@/lib/search/engine'
import { normaliseQuery } from '@/lib/search/query'
import { type LineForSearch, searchableCatalogue } from '@/lib/search/searchable-catalogue'
import { type RawItem, scaledData } from '../tests/fixtures/upstream/data'
import { startUpstream } from '../tests/fixtures/upstream/server'
import { startSite } from '../tests/support/site'
import { loggedEvents } from '../tests/support/site-log'
import { liveHeapBytes, percentile } from './measures'
import { cpuMs, processTree } from './process-cpu'
import { catalogueWords, type Shape, shapes } from './search-shapes'

/**
 * The search's budget at 20,000 products, over six lines and in one line:
 * - the index's heap (engine and the cards results show) and build time, in this process, and
 *   each query shape's engine time here (bench/search-shapes.ts: a plain query beside the costliest
 *   shapes an attacker can send), looked up afresh;
 * - on `next start` (the build in .next) against the fake upstream: the first search (loading the
 *   lists and building the index), each shape's results page time (p50, p95, max) and the
 *   server's CPU per page; then p50 and p95 of a results page for the plain queries looked up
 *   afresh and repeated (answered from the index's cache), beside a cached static page
 *   (/products/all); the largest results page's HTML. Writes bench/results/search.json.
 *
 *   npx tsx bench/search.ts [--products 20000] [--rounds 50]
 */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '50' } },
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

type Spread = { p50: number; p95: number; max: number }
const spread = (times: number[]): Spread => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! }
}

async function inProcess(lines: Lines, kinds: Shape[]) {
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
  const engineMs = kinds.map((shape) => {
    // As the page cleans and cuts it.
    const texts = Array.from({ length: rounds + 1 }, (_, round) => normaliseQuery(shape.query(round)).text)
    engine.search(texts[rounds]!, { cached: false })
    const times: number[] = []
    for (let pass = 0; pass < 5; pass++) {
      for (let round = 0; round < rounds; round++) {
        const start = performance.now()
        engine.search(texts[round]!, { cached: false })
        times.push(performance.now() - start)
      }
    }
    return spread(times)
  })
  return { heapMb, buildMs, engineMs }
}

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now()
  const response = await fetch(url)
  const bytes = (await response.arrayBuffer()).byteLength
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return { ms: performance.now() - started, bytes }
}

async function onNextStart(lines: Lines, kinds: Shape[]) {
  const upstream = await startUpstream({ products: total })
  Object.assign(upstream.data.products, lines)
  const site = await startSite(
    { API_URL: upstream.url, API_MAX_BYTES: String(100 * 2 ** 20), API_TIMEOUT_MS: '60000' },
    { keptData: false },
  )
  const page = (query: string) => timed(`${site.url}/search?q=${encodeURIComponent(query)}`)
  try {
    const first = await page('aerobreeze')
    const built = loggedEvents(site.logs).find((event) => event.event === 'search.index_built')
    // Warm the server up with queries none of the measured ones repeats.
    for (const path of pathsOf(rounds)) await timed(`${site.url}${path}`)
    for (const shape of kinds) await page(shape.query(rounds))
    // Shapes in turn within each round, so a change in the machine's load falls on all alike.
    const tree = processTree(site.pid()!)
    const byShape = kinds.map(() => ({ times: [] as number[], cpuMs: 0 }))
    for (let round = 0; round < rounds; round++) {
      for (const [index, shape] of kinds.entries()) {
        const cpuBefore = cpuMs(tree)
        byShape[index]!.times.push((await page(shape.query(round))).ms)
        byShape[index]!.cpuMs += cpuMs(tree) - cpuBefore
      }
    }
    const [fresh, repeated, reference] = [[], [], []] as [number[], number[], number[]]
    let largest = 0
    for (let round = 0; round < rounds; round++) {
      for (const [times, paths] of [
        [fresh, pathsOf(round)],
        [repeated, pathsOf()],
      ] as const) {
        for (const path of paths) {
          const answer = await timed(`${site.url}${path}`)
          times.push(answer.ms)
          largest = Math.max(largest, answer.bytes)
        }
      }
      reference.push((await timed(`${site.url}/products/all`)).ms)
    }
    return {
      firstSearchMs: first.ms,
      indexBuilt: built ? { documents: built.documents, ms: built.ms } : 'not logged',
      byShape: byShape.map(({ times, cpuMs }) => ({ ...spread(times), cpuMsPerPage: cpuMs / rounds })),
      fresh: spread(fresh),
      repeated: spread(repeated),
      referenceP50: spread(reference).p50,
      largestKb: largest / 1000,
    }
  } finally {
    await site.dispose()
    await upstream.close()
  }
}

const ms = (value: number) => value.toFixed(1)
const rounded = (value: number) => Number(value.toFixed(2))

async function main() {
  const started = performance.now()
  const loadAverageAtStart = loadavg()
  const spreadLines = scaledData(total).products
  const kinds = shapes(rounds, catalogueWords(spreadLines, rounds + 1))
  const runs = []
  for (const [name, lines] of [
    ['six lines', spreadLines],
    ['one line', inOneLine(spreadLines)],
  ] as const) {
    const here = await inProcess(lines, kinds)
    const served = await onNextStart(lines, kinds)
    runs.push({ catalogue: name, heapMb: here.heapMb, buildMs: here.buildMs, ...served, engineMs: here.engineMs })
    const builtMs = typeof served.indexBuilt === 'string' ? served.indexBuilt : `${served.indexBuilt.ms}`
    console.log(`\n${name}: index heap ${here.heapMb.toFixed(1)} MB, build ${here.buildMs.toFixed(0)} ms (on the server: ${builtMs}),`)
    console.log(`first search ${served.firstSearchMs.toFixed(0)} ms, largest results page ${served.largestKb.toFixed(1)} kB of HTML`)
    console.log(
      `plain queries p50 / p95: fresh ${ms(served.fresh.p50)} / ${ms(served.fresh.p95)}, repeated ${ms(served.repeated.p50)} / ${ms(served.repeated.p95)} ms`,
    )
    console.log(`/products/all p50 ${ms(served.referenceP50)} ms\n`)
    console.log('| Shape | Example | Engine p50 / p95 / max (ms) | Results page p50 / p95 / max (ms) | Server CPU a page (ms) |')
    console.log('|---|---|---|---|---|')
    kinds.forEach((shape, index) => {
      const [engine, page] = [here.engineMs[index]!, served.byShape[index]!]
      console.log(
        `| ${shape.name} | \`${shape.example}\` | ${ms(engine.p50)} / ${ms(engine.p95)} / ${ms(engine.max)} | ${ms(page.p50)} / ${ms(page.p95)} / ${ms(page.max)} | ${page.cpuMsPerPage.toFixed(0)} |`,
      )
    })
  }
  const seconds = (performance.now() - started) / 1000
  console.log(`\n${seconds.toFixed(0)} s`)
  writeFileSync(
    path.resolve(__dirname, 'results/search.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
        loadAverage: { atStart: loadAverageAtStart.map(rounded), atEnd: loadavg().map(rounded) },
        seconds,
        data: { products: total, rounds, shapes: kinds.map(({ name, example }) => ({ name, example })), runs },
      },
      null,
      2,
    )}\n`,
  )
}

void main()
