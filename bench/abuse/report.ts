import { formatHistogram } from './answers'
import type { Latency, VisitorLatency } from './probe'
import type { RowResult } from './runner'

/**
 * The page latency goal while attacks run: p99 under this, with every load a 200, for the
 * visitor through nginx (production's shape); the one straight at Next is reported beside it.
 */
export const PAGE_P99_GOAL_MS = 50

export type PageLatency = {
  page: string
  intervalMs: number
  /** The address nginx believes the visitor through it has. */
  nginxVisitor: string
  baseline: VisitorLatency
  duringAttacks: VisitorLatency
  goalMs: number
  met: boolean
  /** The one-minute load average when the baseline began, against the cores: others' work shows in every latency. */
  machine: { cores: number; loadAtStart: number }
}

const COLUMNS = [
  '#',
  'Attack',
  'Target',
  'Sent',
  'Answers',
  'Expected',
  '5xx',
  'Kept / tolerance',
  'Redis Δ',
  'Lost',
  'Sec. headers',
  'nginx CPU/req',
  'Page p99 next / nginx',
  'Result',
] as const

const bytes = (count: number) =>
  count < 1024 ? `${count} B` : count < 1024 * 1024 ? `${(count / 1024).toFixed(1)} kB` : `${(count / 1024 / 1024).toFixed(1)} MB`
const rounded = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)))
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${rounded(value)} ms`)

export const verdict = (row: RowResult) => (row.reportOnly ? 'report' : row.failures.length ? 'FAIL' : 'ok')

function cells(row: RowResult): string[] {
  const headers = row.securityHeaders
  return [
    row.id,
    row.title,
    row.target,
    row.stoppedEarly ? `${row.sent}/${row.planned} (time limit)` : String(row.sent),
    formatHistogram(row.statuses),
    row.expected,
    String(row.fiveXx),
    `${bytes(row.persisted.bytes)} / ${bytes(row.persisted.toleranceBytes)}`,
    row.redis
      ? `${signed(row.redis.keys)} keys, ${row.redis.usedMemoryBytes < 0 ? '-' : '+'}${bytes(Math.abs(row.redis.usedMemoryBytes))}`
      : '–',
    String(row.messages.lost),
    headers.bad === 0 ? `ok (${headers.checked})` : `bad ${headers.bad}/${headers.checked}`,
    row.nginxCpuMsPerRequest === undefined ? '–' : `${row.nginxCpuMsPerRequest.toFixed(1)} ms`,
    `${rounded(row.pageLatencyMs.next.p99)} / ${ms(row.pageLatencyMs.nginx.p99)}`,
    verdict(row),
  ]
}
const signed = (value: number) => (value > 0 ? `+${value}` : String(value))

/** The figures as a plain-text table (a terminal) or a Markdown one (docs/reliability.md). */
export function renderTable(rows: readonly RowResult[], markdown: boolean): string {
  const table = rows.map(cells)
  if (markdown) {
    const line = (values: readonly string[]) => `| ${values.map((value) => value.replace(/\|/g, '\\|')).join(' | ')} |`
    return [line(COLUMNS), line(COLUMNS.map(() => '---')), ...table.map(line)].join('\n')
  }
  const widths = COLUMNS.map((title, column) => Math.max(title.length, ...table.map((values) => values[column]!.length)))
  const line = (values: readonly string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join('  ')
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...table.map(line)].join('\n')
}

/** Why each failing (or report-only) row is what it is, one line a reason. */
export function renderFailures(rows: readonly RowResult[], markdown: boolean): string {
  const bullet = markdown ? '- ' : '  '
  const lines = rows.flatMap((row) => {
    const label = `#${row.id} ${row.target}`
    const notes = row.reportOnly ? [`reported only: ${row.reportOnly}`, ...row.failures] : row.failures
    return notes.map((note) => `${bullet}${markdown ? `**${label}**` : label}: ${note}`)
  })
  return lines.length ? lines.join('\n') : `${bullet}none`
}

/** The figures rows report of their own (a search's p95, a count), one line a row; empty when none does. */
export function renderFigures(rows: readonly RowResult[], markdown: boolean): string {
  return rows
    .filter((row) => row.figures && Object.keys(row.figures).length > 0)
    .map((row) => {
      const label = `#${row.id} ${row.target}`
      const figures = Object.entries(row.figures!)
        .map(([name, value]) => `${name} ${Math.round(value * 10) / 10}`)
        .join(', ')
      return `${markdown ? `- **${label}**` : `  ${label}`}: ${figures}`
    })
    .join('\n')
}

/** Whether the visitor through nginx met the goal during the attacks: p99 under it, every load a 200. */
export const goalMet = (during: Latency, goalMs: number) => during.p99 < goalMs && during.failed === 0

export function renderPageLatency(latency: PageLatency, markdown: boolean): string {
  const bullet = markdown ? '- ' : '  '
  const figures = (of: Latency) => `p50 ${ms(of.p50)}, p99 ${ms(of.p99)} (${of.samples} loads${of.failed ? `, ${of.failed} not 200` : ''})`
  const visitor = (what: string, name: keyof VisitorLatency) =>
    `${bullet}${what}: no attack (baseline) ${figures(latency.baseline[name])}; during the attacks ${figures(latency.duringAttacks[name])}`
  const busy = latency.baseline.nginx.p99 >= latency.goalMs ? ' (the baseline itself misses it: this machine is too busy to judge)' : ''
  return [
    `Product page ${latency.page}, one load every ${latency.intervalMs} ms by each of two well-behaved clients:`,
    ...(markdown ? [''] : []),
    visitor(`through nginx (as client ${latency.nginxVisitor}, production's shape)`, 'nginx'),
    visitor('straight at next start (the server most next rows attack)', 'next'),
    `${bullet}goal through nginx, p99 < ${latency.goalMs} ms and every load 200: ${latency.met ? 'met' : 'MISSED'}${busy}`,
    ...(latency.machine.loadAtStart > latency.machine.cores
      ? [
          `${bullet}the machine was busy before the run (load average ${latency.machine.loadAtStart} on ${latency.machine.cores} cores): latencies, and how much the time-limited rows sent, are not comparable with a quiet run`,
        ]
      : []),
  ].join('\n')
}
