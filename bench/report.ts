import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  budgets,
  checkBudgets,
  checkHomeBudgets,
  checkScaleBudgets,
  checkWireBudgets,
  homeBudgets,
  scaleBudgets,
  wireBudgets,
} from './budgets'
import type { HomeBytesRun } from './home-bytes'
import { type JsRun, jsTable } from './js-size'
import { type LighthouseRun, lighthouseTable } from './lighthouse'
import { type MetricsCost, metricsCostTable } from './metrics-cost'
import type { PageCacheBytes } from './page-cache-bytes'
import type { ScalePoint } from './scale'
import { type ScaleOut, scaleOutTargets } from './scale-out'
import type { Throughput } from './throughput'

const results = path.resolve('bench/results')

const load = <T>(name: string): T | undefined => {
  const file = path.join(results, `${name}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { data: T }).data : undefined
}

/** The table printed and written into docs/performance.md, from whatever results exist. */
export function report() {
  const lighthouse = load<LighthouseRun>('lighthouse')
  const js = load<JsRun>('js')
  const throughput = load<Throughput[]>('throughput') ?? []
  const scale = load<ScalePoint[]>('scale') ?? []
  const scaleOutResult = load<ScaleOut>('scale-out')
  const home = load<HomeBytesRun>('home-bytes')
  const metricsCost = load<MetricsCost>('metrics')
  const pageCache = load<PageCacheBytes>('page-cache')
  const scaleOut = scaleOutResult?.runs ?? []
  const lines: string[] = []
  if (lighthouse) lines.push(...lighthouseTable(lighthouse))
  if (js) lines.push('', ...jsTable(js))
  lines.push(
    '',
    '### Throughput, 50 connections',
    '',
    '| Server | Tool | Requests/s | p50 ms | p99 ms | Non-2xx |',
    '|---|---|---|---|---|---|',
  )
  for (const run of throughput)
    lines.push(`| ${run.target} | ${run.tool} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.non2xx} |`)
  const [nextRun, staticRun] = throughput
  if (nextRun && staticRun)
    lines.push(
      '',
      `next start serves ${((nextRun.requestsPerSecond / staticRun.requestsPerSecond) * 100).toFixed(0)}% of the static server's requests per second.`,
    )
  if (metricsCost) lines.push('', ...metricsCostTable(metricsCost))
  if (pageCache) {
    lines.push('', "### A page's entry in the cache Redis, as stored", '', '| Page | kB |', '|---|---|')
    for (const { path: page, bytes } of pageCache) lines.push(`| ${page} | ${(bytes / 1024).toFixed(1)} |`)
  }
  if (home) {
    lines.push('', '### The home page on a phone, before its load event, the largest of three visits', '')
    lines.push('| Served by | kB | By type, kB | Video before load |', '|---|---|---|---|')
    for (const [server, bytes] of [
      ['nginx (production)', home.nginx],
      ['next start', home.nextStart],
    ] as const) {
      const byType = Object.entries(bytes.byType).map(([type, size]) => `${type} ${(size / 1024).toFixed(1)}`)
      lines.push(`| ${server} | ${(bytes.bytes / 1024).toFixed(1)} | ${byType.join(', ')} | ${bytes.videoRequested ? 'yes' : 'no'} |`)
    }
  }
  lines.push('', '### Catalogue scale', '')
  lines.push(
    '| Products | Pages built | Build s | Peak memory MB | List, fetch, logo calls | Items over 2MB | Largest landing kB | Largest later grid page kB | Largest product page kB |',
  )
  lines.push('|---|---|---|---|---|---|---|---|---|')
  const kB = (bytes: number | undefined) => (bytes === undefined ? '' : (bytes / 1024).toFixed(1))
  for (const point of scale) {
    const { list, fetch, logos } = point.calls
    const size = `${point.products}${point.oneLine ? ` (all in ${point.oneLine})` : ''}`
    const over = point.itemsOver2Mb + (point.cacheItemsOver2Mb ?? 0)
    lines.push(
      `| ${size} | ${point.pages} | ${point.buildSeconds} | ${point.peakMemoryMb} | ${list}, ${fetch}, ${logos} | ${over} | ${kB(point.largestLandingBytes)} | ${kB(point.largestGridPageBytes)} | ${kB(point.largestProductPageBytes)} |`,
    )
  }
  lines.push('', '### Scale-out behind nginx, 50 connections, one product page, `Accept-Encoding: gzip, br`', '')
  lines.push('| Setup | Tool | Requests/s | p50 ms | p99 ms | Non-2xx | vs nginx static |', '|---|---|---|---|---|---|---|')
  const ceiling = scaleOut.find((run) => run.target === scaleOutTargets.static)?.requestsPerSecond
  for (const run of scaleOut) {
    const ratio = ceiling ? `${((run.requestsPerSecond / ceiling) * 100).toFixed(0)}%` : ''
    lines.push(`| ${run.target} | ${run.tool} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.non2xx} | ${ratio} |`)
  }
  if (scaleOutResult) {
    const { rounds, microCacheShare, microCacheCpuShare, fixedRate, page, productPages } = scaleOutResult
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    const percent = (share: number) => `${(share * 100).toFixed(0)}%`
    lines.push(
      '',
      `Micro-cache and static file measured in turns, requests/s: ${rounds.map((round) => `${round.microCache} vs ${round.static}`).join(', ')}; the micro-cache serves ${percent(microCacheShare)} of the file's (median of the rounds). nginx's CPU per request, µs: ${rounds.map((round) => `${round.microCacheCpuUs} vs ${round.staticCpuUs}`).join(', ')}; the micro-cache costs ${percent(1 / microCacheCpuShare)} of the file's. The fixed-rate runs, micro-cache then file, each ask for ${fixedRate} requests/s (the table gives the rate each reached).`,
      '',
      `The page as sent: ${kb(page.brotliBytes)} kB brotli, ${kb(page.gzipBytes)} kB gzip, ${kb(page.plainBytes)} kB uncompressed, after ${kb(page.headerBytes)} kB of headers.`,
    )
    lines.push('', '| Product page, as the micro-cache sends it | Brotli kB | Gzip kB | Uncompressed kB |', '|---|---|---|---|')
    for (const each of productPages)
      lines.push(`| ${each.path} | ${kb(each.brotliBytes)} | ${kb(each.gzipBytes)} | ${kb(each.plainBytes)} |`)
  }
  const table = lines.join('\n')
  console.log(`\n${table}\n`)

  writeResults(table)
  const misses = [
    ...checkBudgets({ lighthouse, js, throughput, scaleOut, metricsCost, pageCache }),
    ...checkWireBudgets(scaleOutResult),
    ...checkScaleBudgets(scale),
    ...checkHomeBudgets(home),
  ]
  if (misses.length > 0) {
    console.error(`Budgets missed (${misses.length}):\n- ${misses.join('\n- ')}`)
    process.exitCode = 1
  } else console.log(`All budgets held: ${JSON.stringify({ ...budgets, ...wireBudgets, ...scaleBudgets, ...homeBudgets })}`)
}

const resultsDoc = path.resolve('docs/performance.md')
const resultsMarkers = /<!-- results -->[\s\S]*<!-- \/results -->/

/** Stops a run before it measures when the doc has lost the markers its tables go between. */
export function checkResultsDoc() {
  if (!resultsMarkers.test(readFileSync(resultsDoc, 'utf8'))) {
    throw new Error(`${resultsDoc} has no <!-- results --> … <!-- /results --> markers for the bench's tables`)
  }
}

function writeResults(table: string) {
  checkResultsDoc()
  writeFileSync(resultsDoc, readFileSync(resultsDoc, 'utf8').replace(resultsMarkers, `<!-- results -->\n${table}\n<!-- /results -->`))
}
