import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { routeTemplate } from '../lib/metrics/route-template'
import { freePort } from '../tests/support/ports'
import { type Site, startSite } from '../tests/support/site'
import { getAsSent, measure } from './throughput'

/** Each server's run in a round; 5 s by default, as rounds of 10 s let the machine drift within a round. */
const ROUND_SECONDS = Math.max(2, Math.round(Number(process.env.BENCH_SECONDS ?? 20) / 4))

/** One load run against one server: what the tool counted and the CPU time the server spent. */
export type CpuRun = { requestsPerSecond: number; cpuMs: number; cpuMsPerRequest: number }

export type MetricsCost = {
  page: string
  tool: string
  roundSeconds: number
  rounds: { off: CpuRun; on: CpuRun }[]
  /** Medians of the rounds' CPU ms per request. */
  offCpuMsPerRequest: number
  onCpuMsPerRequest: number
  /**
   * How much more CPU a request costs with metrics on, in percent of the cost with them off: the
   * median of the rounds' ratios, each of two runs a few seconds apart, so a drift of the machine
   * over the run cancels out; with the interval in which the median lies at `confidence`.
   */
  overheadPercent: number
  interval: { low: number; high: number; confidence: number }
  /** Requests the tool sent the metrics-on server, warm-up included, and what its counter said after. */
  sentToOn: number
  counted: { total: number; hit: number }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The interval the true median lies in, from order statistics, with no assumption about the
 * rounds' spread: the k-th smallest and k-th largest value, k as large as keeps the confidence at
 * 95% or more (with fewer than 9 rounds, the smallest and largest value, at what they give).
 */
function medianInterval(values: number[]): MetricsCost['interval'] {
  const sorted = [...values].sort((a, b) => a - b)
  const n = sorted.length
  // tail: the probability that fewer than k values fall below the median; choose: C(n, k).
  let k = 1
  let tail = 1 / 2 ** n
  let choose = n
  while (k < n / 2 && tail + choose / 2 ** n <= 0.025) {
    tail += choose / 2 ** n
    choose = (choose * (n - k)) / (k + 1)
    k++
  }
  return { low: sorted[k - 1]!, high: sorted[n - k]!, confidence: 1 - 2 * tail }
}

/**
 * What counting requests (lib/metrics/http-requests.ts, on where METRICS_PORT is set) costs a
 * cached page request: two `next start` of the same build, one with a metrics server and one
 * without, driven in turns, each round's figure the CPU time the server process spent (from
 * /proc) over the requests answered, which other work on the machine disturbs far less than
 * requests per second. Both give requests their id: only the counting differs.
 */
export async function measureMetricsCost(page: string, roundCount: number): Promise<MetricsCost> {
  const metricsPort = await freePort()
  const sites: Site[] = []
  try {
    // METRICS_PORT blank, not absent: one set in the bench's own environment would reach it.
    const off = await startSite({ METRICS_PORT: '' })
    sites.push(off)
    const on = await startSite({ METRICS_PORT: String(metricsPort) })
    sites.push(on)
    let sentToOn = 0
    let tool = ''
    const run = async (site: Site, seconds: number): Promise<CpuRun> => {
      const pid = site.pid()
      if (pid === undefined) throw new Error(`${site.url} is not running`)
      const before = treeCpuMs(pid)
      const result = await measure(site === on ? 'metrics on' : 'metrics off', `${site.url}${page}`, seconds)
      const cpuMs = treeCpuMs(pid) - before
      const requests = result.requestsPerSecond * seconds
      if (result.non2xx > 0 || requests === 0) throw new Error(`${site.url}${page}: ${result.non2xx} answers other than 2xx of ${requests}`)
      if (site === on) sentToOn += requests
      tool = result.tool
      return { requestsPerSecond: result.requestsPerSecond, cpuMs, cpuMsPerRequest: cpuMs / requests }
    }
    for (const site of sites) {
      // Rendered and cached, then the JIT warmed on the very requests the rounds send: the first
      // rounds after a single one still came out 20% dearer.
      for (let i = 0; i < 5; i++) await getAsSent(`${site.url}${page}`)
      await run(site, 2 * ROUND_SECONDS)
    }
    sentToOn += 5
    const rounds: MetricsCost['rounds'] = []
    // ABBA (off, on, then on, off…): both meet the same moments of a shared machine, and neither
    // always comes first.
    for (let round = 0; round < roundCount; round++) {
      const first = round % 2 === 0 ? off : on
      const a = await run(first, ROUND_SECONDS)
      const b = await run(first === off ? on : off, ROUND_SECONDS)
      const pair = first === off ? { off: a, on: b } : { off: b, on: a }
      rounds.push(pair)
      console.log(
        `metrics round ${round + 1}: ${pair.off.cpuMsPerRequest.toFixed(3)} ms off, ${pair.on.cpuMsPerRequest.toFixed(3)} ms on, CPU a request`,
      )
    }
    const overheads = rounds.map((round) => (round.on.cpuMsPerRequest / round.off.cpuMsPerRequest - 1) * 100)
    return {
      page,
      tool,
      roundSeconds: ROUND_SECONDS,
      rounds,
      offCpuMsPerRequest: median(rounds.map((round) => round.off.cpuMsPerRequest)),
      onCpuMsPerRequest: median(rounds.map((round) => round.on.cpuMsPerRequest)),
      overheadPercent: median(overheads),
      interval: medianInterval(overheads),
      sentToOn,
      counted: await countedRequests(`http://127.0.0.1:${metricsPort}/metrics`, routeTemplate(page)),
    }
  } finally {
    for (const site of sites) await site.dispose()
  }
}

/** The requests the counter holds for a route template, all of them and those served from Next's page cache. */
async function countedRequests(url: string, route: string): Promise<MetricsCost['counted']> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const counted = { total: 0, hit: 0 }
  for (const [, labels, value] of (await response.text()).matchAll(/^site_http_requests_total\{([^}]*)\} (\S+)$/gm)) {
    if (!labels!.includes(`route="${route}"`)) continue
    counted.total += Number(value)
    if (labels!.includes('served="hit"')) counted.hit += Number(value)
  }
  return counted
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/** CPU time (user and system, every thread) of a process and any process under it, in ms, from Linux's /proc. */
function treeCpuMs(root: number): number {
  const processes = readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      // After the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return [{ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }]
    } catch {
      return [] // gone meanwhile
    }
  })
  const tree = new Set([root])
  // Parents before children is not guaranteed; go round until the tree stops growing.
  for (let grown = true; grown;) {
    grown = false
    for (const each of processes)
      if (tree.has(each.ppid) && !tree.has(each.pid)) {
        tree.add(each.pid)
        grown = true
      }
  }
  if (!processes.some((each) => each.pid === root)) throw new Error(`no process ${root} in /proc`)
  const ticks = processes.filter((each) => tree.has(each.pid)).reduce((sum, each) => sum + each.ticks, 0)
  return (ticks * 1000) / ticksPerSecond
}

/** The Markdown of a run: both servers' CPU a request, the overhead, and the counter's proof of counting. */
export function metricsCostTable(cost: MetricsCost): string[] {
  const ms = (value: number) => value.toFixed(3)
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`
  const medianRate = (side: 'off' | 'on') => Math.round(median(cost.rounds.map((round) => round[side].requestsPerSecond)))
  return [
    `### Request metrics: CPU a cached product page request costs, off and on (${cost.page})`,
    '',
    '| Metrics | Tool | CPU ms a request | Requests/s |',
    '|---|---|---|---|',
    `| off | ${cost.tool} | ${ms(cost.offCpuMsPerRequest)} | ${medianRate('off')} |`,
    `| on (\`METRICS_PORT\` set) | ${cost.tool} | ${ms(cost.onCpuMsPerRequest)} | ${medianRate('on')} |`,
    '',
    `Counting adds ${percent(cost.overheadPercent)} CPU a request, the median of ${cost.rounds.length} rounds' on/off ratios (${percent(cost.interval.low)} to ${percent(cost.interval.high)} at ${(cost.interval.confidence * 100).toFixed(0)}% confidence). Each round runs both for ${cost.roundSeconds} s in turn; off vs on, ms: ${cost.rounds.map((round) => `${ms(round.off.cpuMsPerRequest)} vs ${ms(round.on.cpuMsPerRequest)}`).join(', ')}. The metrics-on server counted ${cost.counted.total} requests of about ${cost.sentToOn} sent, ${cost.counted.hit} served from the page cache.`,
  ]
}
