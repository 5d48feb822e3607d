import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { attacks } from './abuse/attacks'
import { learnContext, probePage } from './abuse/context'
import { startEnvironment } from './abuse/environment'
import { BROWSER_HEADERS } from './abuse/http'
import { notFoundEntryBytes } from './abuse/persisted'
import { NGINX_VISITOR, startVisitors } from './abuse/probe'
import {
  goalMet,
  PAGE_P99_GOAL_MS,
  type PageLatency,
  renderFailures,
  renderFigures,
  renderPageLatency,
  renderTable,
  verdict,
} from './abuse/report'
import { type RowResult, runRow } from './abuse/runner'

/**
 * `npm run abuse` (after `npm run build:e2e`): about 10,000 hostile requests against servers it
 * starts on 127.0.0.1 (next start, and nginx on Redis as deployed), one row per attack, while
 * two well-behaved clients load a product page every 100 ms, one straight from next start and
 * one through nginx. Prints a table (`-- --markdown` for docs/reliability.md), writes
 * bench/results/abuse.json, and exits 1 when a row fails or the page through nginx misses its
 * latency goal. Flags: --only 1,4,10 (rows by number), --concurrency N (in
 * flight, default 32), --row-seconds N (time limit of one row, default 20).
 */
const { values: flags } = parseArgs({
  options: {
    markdown: { type: 'boolean', default: false },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '32' },
    'row-seconds': { type: 'string', default: '20' },
  },
})
const concurrency = Number(flags.concurrency)
const rowSeconds = Number(flags['row-seconds'])
const only = flags.only?.split(',').map((id) => id.trim())
const selected = attacks.filter((attack) => !only || only.includes(attack.id) || only.includes(attack.id.replace(/\D+$/, '')))

const PROBE_INTERVAL_MS = 100
const BASELINE_SECONDS = 10
const root = path.resolve(__dirname, '..')
const resultFile = path.join(root, 'bench/results/abuse.json')

async function main(): Promise<number> {
  if (!(concurrency >= 1 && concurrency <= 200) || !(rowSeconds >= 1))
    throw new Error('--concurrency takes 1 to 200, --row-seconds 1 or more')
  if (selected.length === 0)
    throw new Error(`--only ${flags.only} names no row; rows: ${[...new Set(attacks.map((attack) => attack.id))].join(', ')}`)
  const began = Date.now()
  // Progress on stderr: stdout is the table alone, ready for a file (`-- --markdown > table.md`).
  console.error('Starting upstream, Redis, three servers on copies of the build, and nginx…')
  const environment = await startEnvironment()
  // Ctrl-C stops the servers too, rather than leaving them running on their copies of the build.
  // `on`, not `once`: tsx relays the signal a second time, and with no listener left the process
  // would exit there, in the middle of stopping them.
  const stopOnSignal = () => void environment.close().finally(() => process.exit(130))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stopOnSignal)
  try {
    const context = await learnContext(environment)
    await warmUp([environment.pages.url, environment.nginx.url], context.image, context.pages)

    const loadAtStart = Math.round(loadavg()[0]! * 100) / 100
    console.error(`Baseline: the product page alone for ${BASELINE_SECONDS} s (load average ${loadAtStart} on ${cpus().length} cores)…`)
    const visitors = startVisitors(environment, probePage, PROBE_INTERVAL_MS)
    const baselineFrom = Date.now()
    await new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000))
    const baselineTo = Date.now()

    const rows: RowResult[] = []
    const options = { concurrency, rowSeconds, notFoundEntryBytes: notFoundEntryBytes(path.join(root, '.next/server/app')) }
    for (const attack of selected) {
      process.stderr.write(`#${attack.id} ${attack.target}: ${attack.title}… `)
      const row = await runRow(attack, environment, context, options, visitors)
      console.error(`${row.sent} sent in ${row.seconds} s, ${verdict(row)}`)
      rows.push(row)
    }
    const attacksTo = Date.now()
    await visitors.stop()

    const duringAttacks = visitors.between(baselineTo, attacksTo)
    const pageLatency: PageLatency = {
      page: probePage,
      intervalMs: PROBE_INTERVAL_MS,
      nginxVisitor: NGINX_VISITOR,
      baseline: visitors.between(baselineFrom, baselineTo),
      duringAttacks,
      goalMs: PAGE_P99_GOAL_MS,
      // Production's shape: its visitors come through nginx.
      met: goalMet(duringAttacks.nginx, PAGE_P99_GOAL_MS),
      machine: { cores: cpus().length, loadAtStart },
    }

    const failed = rows.filter((row) => !row.reportOnly && row.failures.length > 0)
    const markdown = flags.markdown
    console.log(`\n${renderTable(rows, markdown)}\n`)
    console.log(`${markdown ? '**Failures**' : 'Failures'}\n${renderFailures(rows, markdown)}\n`)
    const figures = renderFigures(rows, markdown)
    if (figures) console.log(`${markdown ? '**Figures**' : 'Figures'}\n${figures}\n`)
    console.log(renderPageLatency(pageLatency, markdown))

    // A partial run (--only) would overwrite a full run's figures with a few rows: printed only.
    if (only) {
      console.error(`\nPartial run (--only): ${path.relative(root, resultFile)} left as it was.`)
      return failed.length === 0 && pageLatency.met ? 0 : 1
    }
    mkdirSync(path.dirname(resultFile), { recursive: true })
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtEnd: loadavg().map((load) => Math.round(load * 100) / 100) },
      options: { concurrency, rowSeconds, limits: context.limits },
      notFoundEntryBytes: options.notFoundEntryBytes,
      totalSent: rows.reduce((sum, row) => sum + row.sent, 0),
      runSeconds: Math.round((Date.now() - began) / 1000),
      pageLatency,
      rows,
      passed: failed.length === 0 && pageLatency.met,
    }
    writeFileSync(resultFile, `${JSON.stringify(report, null, 2)}\n`)
    console.error(`\n${report.totalSent} hostile requests in ${report.runSeconds} s; figures in ${path.relative(root, resultFile)}.`)
    if (report.passed) console.error('All rows hold and the page through nginx met its goal.')
    else console.error(`${failed.length} row(s) failed${pageLatency.met ? '' : '; the page through nginx missed its latency goal'}.`)
    return report.passed ? 0 : 1
  } finally {
    await environment.close()
  }
}

/**
 * Before any figure, each target is visited as a visitor would: the product page until it is
 * served from the cache (its first visit may regenerate it), the page of every line (its first
 * visit loads the catalogue lists, which every later request shares), every product page (row
 * 12 visits them all), the image the optimizer rows name, whose one legitimate variant then
 * counts as already there, and the product page as the visitors ask for it (brotli).
 */
async function warmUp(bases: readonly string[], image: string, pages: readonly string[]) {
  const paths = [probePage, probePage, probePage, '/products/all', ...pages, `/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`]
  for (const base of bases) for (const page of paths) await (await fetch(`${base}${page}`)).arrayBuffer()
  // Last, the product page as the visitors ask for it: nginx keeps an entry per encoding.
  for (const base of bases) await (await fetch(`${base}${probePage}`, { headers: BROWSER_HEADERS })).arrayBuffer()
  await new Promise((resolve) => setTimeout(resolve, 2000))
}

main().then(
  // The Redis connections of the outbox reader would keep the process alive.
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(2)
  },
)
