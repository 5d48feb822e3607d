import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { create, insertMultiple, search as oramaSearch } from '@orama/orama'
import { Charset, Document } from 'flexsearch'
import MiniSearch from 'minisearch'
import { SearchEngine } from '@/lib/search/engine'
import { MAX_TERM_LENGTH, MAX_TERMS, normaliseQuery, tokenize, typoAllowance } from '@/lib/search/query'
import { scaledData } from '../tests/fixtures/upstream/data'
import { liveHeapBytes, percentile } from './measures'
import { catalogueWords, shapes } from './search-shapes'

/**
 * The in-process search libraries compared on the site's own task: 20,000 products of the fake
 * upstream's scaled catalogue, searched by name, partner tags, key features and model labels,
 * with realistic and misspelt queries. For each: index build time, heap the index holds, p50 and
 * p95 of each query's time, whether the first hit is the product or line the query means, and
 * the p95 of the slowest of bench/search-shapes.ts's query shapes. Writes
 * bench/results/search-engines.json.
 * The site's engine (lib/search/engine.ts: MiniSearch's scoring computed once at build, its radix
 * tree for prefixes and typos) is looked up afresh, not from its cache; MiniSearch runs as the
 * site configured it before (typos in every word, the last word as a prefix); each library in a
 * process of its own, so one's garbage is not counted in another's heap.
 *
 *   npx tsx bench/search-engines.ts [--products 20000] [--rounds 30]
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '30' },
    // Set on the child process that measures one library (its index in `engines`).
    engine: { type: 'string' },
  },
})
const total = Number(values.products)
const rounds = Number(values.rounds)
const LIMIT = 240

type Doc = { id: number; slug: string; line: string; name: string; partners: string[]; keyFeatures: string[]; models: string[] }
const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)])
const lines = scaledData(total).products
const docs: Doc[] = Object.entries(lines)
  .flatMap(([line, items]) =>
    items.map((item) => ({
      slug: String(item.slug),
      line,
      name: String(item.name),
      partners: asList(item.tradingPartner),
      keyFeatures: asList(item.keyFeatures),
      models: ((item.models as { id: string }[] | undefined) ?? []).map((model) => model.id),
    })),
  )
  .map((doc, id) => ({ ...doc, id }))
/** The other libraries index each field as one text. */
const flat = (doc: Doc) => ({
  name: doc.name,
  partners: doc.partners.join(' '),
  features: doc.keyFeatures.join(' '),
  models: doc.models.join(' '),
})

/** A query, and what its first hit should be: the product (by slug) or one of some lines. */
const queries: { query: string; expect: { slug?: string; lines?: string[] } }[] = [
  { query: 'fan', expect: { lines: ['fan'] } },
  { query: 'bldc fan', expect: { lines: ['fan'] } },
  { query: 'street light', expect: { lines: ['light', 'solar'] } },
  { query: 'sailite', expect: {} },
  { query: 'copper wire', expect: { lines: ['trading'] } },
  { query: 'inverter', expect: { lines: ['ac'] } },
  { query: 'TZ-1200-ECO', expect: { lines: ['fan'] } },
  { query: 'SL-B12', expect: { lines: ['light'] } },
  { query: 'aerobreeze 00120', expect: { slug: 'technozen-aerobreeze-bldc-ceiling-fan-00120' } },
  { query: 'tz1200eco', expect: { lines: ['fan'] } },
  { query: 'surge protection', expect: { lines: ['light'] } },
  { query: 'bldcc fann', expect: { lines: ['fan'] } },
  { query: 'stret ligth', expect: { lines: ['light', 'solar'] } },
  { query: 'invertor', expect: { lines: ['ac'] } },
  { query: 'tecnozen', expect: { lines: ['fan'] } },
  { query: 'coper wier', expect: { lines: ['trading'] } },
  { query: 'xyzzy', expect: {} },
]

type Engine = { name: string; build: () => Promise<unknown>; search: (index: unknown, query: string) => Promise<number[]> }

const fields = ['name', 'partners', 'features', 'models'] as const
const engines: Engine[] = [
  {
    name: 'Site engine (lib/search)',
    build: () => SearchEngine.build(docs),
    // The look-up itself, not the engine's cache of recent queries.
    search: async (index, query) => (index as SearchEngine).search(query, { cached: false }).positions,
  },
  {
    name: 'MiniSearch 7.2',
    build: async () => {
      const index = new MiniSearch<Doc>({
        fields: ['name', 'models', 'partners', 'keyFeatures'],
        storeFields: [],
        tokenize,
        extractField: (doc, field) => {
          const value = doc[field as keyof Doc]
          return Array.isArray(value) ? value.join(' ') : String(value)
        },
      })
      await index.addAllAsync(docs, { chunkSize: 250 })
      return index
    },
    search: async (index, query) =>
      (index as MiniSearch<Doc>)
        // As the site cut a query before: its first distinct terms, each of bounded length.
        .search(
          [...new Set(tokenize(query).map((term) => Array.from(term).slice(0, MAX_TERM_LENGTH).join('')))].slice(0, MAX_TERMS).join(' '),
          {
            boost: { name: 3, models: 2, partners: 1.5, keyFeatures: 1 },
            tokenize: (text) => text.split(' '),
            fuzzy: (term) => typoAllowance(term) || false,
            maxFuzzy: 2,
            prefix: (term, position, all) => position === all.length - 1 && term.length >= 3,
          },
        )
        .slice(0, LIMIT)
        .map((hit) => hit.id as number),
  },
  {
    name: 'FlexSearch 0.8',
    build: async () => {
      const index = new Document({
        document: { id: 'id', index: fields.map((field) => ({ field, tokenize: 'forward' as const, encoder: Charset.LatinBalance })) },
      })
      for (const doc of docs) index.add({ id: doc.id, ...flat(doc) })
      return index
    },
    search: async (index, query) => {
      const results = (index as Document).search(query, { limit: LIMIT, suggest: true, merge: true }) as unknown as { id: number }[]
      return results.map((hit) => hit.id)
    },
  },
  {
    name: 'Orama 3.1',
    build: async () => {
      const index = create({ schema: { name: 'string', partners: 'string', features: 'string', models: 'string' } as const })
      await insertMultiple(
        index,
        docs.map((doc) => ({ id: String(doc.id), ...flat(doc) })),
      )
      return index
    },
    search: async (index, query) => {
      type Orama = Parameters<typeof oramaSearch>[0]
      const results = await oramaSearch(index as Orama, {
        term: query,
        tolerance: 1,
        limit: LIMIT,
        boost: { name: 3, models: 2, partners: 1.5 },
      })
      return results.hits.map((hit) => Number(hit.id))
    },
  },
]

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1)

async function measure(engine: Engine) {
  const heapBefore = liveHeapBytes()
  const started = performance.now()
  const index = await engine.build()
  const buildMs = performance.now() - started
  const heapMb = (liveHeapBytes() - heapBefore) / 1024 / 1024
  for (const { query } of queries) await engine.search(index, query) // warm-up
  const times: number[] = []
  let right = 0
  for (const { query, expect } of queries) {
    const ids = await engine.search(index, query)
    const first = ids[0] === undefined ? undefined : docs[ids[0]]
    const ok = expect.slug ? first?.slug === expect.slug : expect.lines ? expect.lines.includes(first?.line ?? '') : true
    if (ok) right++
    else console.log(`  ${engine.name}: "${query}" first hit ${first ? `${first.line}/${first.slug}` : 'none'}`)
  }
  for (let round = 0; round < rounds; round++) {
    for (const { query } of queries) {
      const start = performance.now()
      await engine.search(index, query)
      times.push(performance.now() - start)
    }
  }
  times.sort((a, b) => a - b)
  // The query shapes bench/search.ts sends (an attacker's costliest among them), as the page cuts them.
  const byShape = shapes(rounds, catalogueWords(lines, rounds + 1)).map((shape) => {
    const texts = Array.from({ length: rounds }, (_, round) => normaliseQuery(shape.query(round)).text)
    return { shape: shape.name, p95: 0, times: [] as number[], texts }
  })
  for (const { texts } of byShape) await engine.search(index, texts[0]!)
  for (let round = 0; round < rounds; round++) {
    for (const { texts, times: shapeTimes } of byShape) {
      const start = performance.now()
      await engine.search(index, texts[round]!)
      shapeTimes.push(performance.now() - start)
    }
  }
  for (const shape of byShape)
    shape.p95 = percentile(
      shape.times.sort((a, b) => a - b),
      95,
    )
  const slowest = byShape.reduce((worst, shape) => (shape.p95 > worst.p95 ? shape : worst))
  const row = {
    name: engine.name,
    buildMs,
    heapMb,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    right,
    slowest: { shape: slowest.shape, p95: slowest.p95 },
  }
  console.log(
    `| ${engine.name} | ${ms(row.buildMs)} | ${row.heapMb.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p95)} | ${row.right}/${queries.length} | ${ms(slowest.p95)} (${slowest.shape}) |`,
  )
  console.log(`${ROW}${JSON.stringify({ ...row, shapes: byShape.map(({ shape, p95 }) => ({ shape, p95 })) })}`)
  return index
}

/** Marks the line a measuring child reports its row on, for the results file. */
const ROW = 'row: '

if (values.engine !== undefined) {
  void measure(engines[Number(values.engine)]!)
} else {
  console.log(`${docs.length} products, ${queries.length} queries × ${rounds} rounds, first ${LIMIT} hits\n`)
  console.log('| Library | Build (ms) | Heap (MB) | p50 (ms) | p95 (ms) | First hit right | Slowest query shape, p95 (ms) |')
  console.log('|---|---|---|---|---|---|---|')
  const rows = engines.map((_, index) => {
    const args = [...process.argv.slice(1), '--engine', String(index)]
    const { stdout } = spawnSync(process.execPath, [...process.execArgv, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const output = stdout.split('\n')
    for (const line of output) if (line && !line.startsWith(ROW)) console.log(line)
    return JSON.parse(output.find((line) => line.startsWith(ROW))?.slice(ROW.length) ?? 'null') as unknown
  })
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
  const result = { date: new Date().toISOString(), machine, loadAverage: loadavg(), data: { products: docs.length, rounds, rows } }
  writeFileSync(path.resolve(__dirname, 'results/search-engines.json'), `${JSON.stringify(result, null, 2)}\n`)
}
