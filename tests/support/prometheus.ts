import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { freePort } from './ports'

/** A program of Debian's prometheus packages, running on 127.0.0.1, stopped by its own pid. */
export type Running = { url: string; stop(): Promise<void> }

const shipped = path.resolve(__dirname, '../../deploy/prometheus')
/** Debian's prometheus (scripts/test-setup.sh installs it); PROMETHEUS_PATH for other machines. */
const prometheusBinary = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus'
const nginxExporterBinary = '/usr/bin/prometheus-nginx-exporter'
const redisExporterBinary = '/usr/bin/prometheus-redis-exporter'

/** The programs this module runs that are not installed: a test fails on them before it starts anything. */
export function missingPrograms(): string[] {
  return [prometheusBinary, nginxExporterBinary, redisExporterBinary].filter((binary) => !existsSync(binary))
}

/** Where the test's own processes listen, in place of the compose network's names. */
export type Targets = { sites: [string, string]; nginxExporter: string; redisExporter: string; durable: string; cache: string }

/**
 * Replaces every `from` (a string, or a global regular expression) with its `to`. Each must be
 * found `times` times (once unless said, 'some' for one or more), so a shipped file that changed
 * shape fails here, by name, rather than running unadapted.
 */
function rewrite(text: string, file: string, changes: Array<[from: string | RegExp, to: string, times?: number | 'some']>): string {
  return changes.reduce((result, [from, to, times = 1]) => {
    const found = typeof from === 'string' ? result.split(from).length - 1 : (result.match(from) ?? []).length
    if (times === 'some' ? found === 0 : found !== times)
      throw new Error(`${file}: expected ${String(from)} ${times} time(s), found ${found}`)
    return typeof from === 'string' ? result.replaceAll(from, to) : result.replace(from, to)
  }, text)
}

/** deploy/prometheus/prometheus.yml with this test's addresses and one-second intervals, nothing else. */
function adaptConfig(text: string, targets: Targets): string {
  return rewrite(text, 'prometheus.yml', [
    [/^(\s*(?:scrape|evaluation)_interval:).*$/gm, "$1 '1s'", 2],
    // Prometheus refuses a timeout longer than the interval.
    [/^(\s*scrape_timeout:).*$/gm, "$1 '1s'"],
    ["'site-1:9464'", `'${targets.sites[0]}'`],
    ["'site-2:9464'", `'${targets.sites[1]}'`],
    ["'nginx-exporter:9113'", `'${targets.nginxExporter}'`],
    ["'redis-exporter:9121'", `'${targets.redisExporter}'`],
    ["'redis://redis:6379'", `'${targets.durable}'`],
    ["'redis://redis-cache:6379'", `'${targets.cache}'`],
  ])
}

/**
 * deploy/prometheus/alerts.yml with every `for:` at 2 s (evaluated each second, so an alert is
 * still pending before it fires) and the one threshold that is real time, ContactMessageStuck's
 * 15 minutes of message age, at 5 s: the test cannot wait a quarter of an hour.
 */
function adaptRules(text: string): string {
  return rewrite(text, 'alerts.yml', [
    [/^(\s*for:).*$/gm, '$1 2s', 'some'],
    ['> 15 * 60', '> 5'],
  ])
}

/** A process that serves HTTP at `url`; resolves once `readyPath` answers 200, fails if it exits first. */
async function run(name: string, binary: string, args: string[], url: string, readyPath: string): Promise<Running> {
  if (!existsSync(binary))
    throw new Error(`${binary} is missing: run scripts/test-setup.sh (it installs Debian's ${path.basename(binary)})`)
  let printed = ''
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => (printed += chunk))
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${printed}`)
    const ok = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${name} did not answer ${url}${readyPath} within 20 s:\n${printed}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, stop }
}

/** Debian's nginx exporter reading `statusUrl` (nginx's stub_status). */
export async function startNginxExporter(statusUrl: string): Promise<Running> {
  const port = await freePort()
  const args = [`--nginx.scrape-uri=${statusUrl}`, `--web.listen-address=127.0.0.1:${port}`]
  return run('prometheus-nginx-exporter', nginxExporterBinary, args, `http://127.0.0.1:${port}`, '/metrics')
}

/** Debian's redis exporter, asked for each server by Prometheus (/scrape?target=…). */
export async function startRedisExporter(): Promise<Running> {
  const port = await freePort()
  return run('prometheus-redis-exporter', redisExporterBinary, [`--web.listen-address=127.0.0.1:${port}`], `http://127.0.0.1:${port}`, '/')
}

/** Prometheus on the shipped configuration and rules, copied into a temporary folder and adapted (see above). */
export async function startPrometheus(targets: Targets): Promise<Running & { api: PrometheusApi }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prometheus-'))
  writeFileSync(path.join(dir, 'prometheus.yml'), adaptConfig(readFileSync(path.join(shipped, 'prometheus.yml'), 'utf8'), targets))
  writeFileSync(path.join(dir, 'alerts.yml'), adaptRules(readFileSync(path.join(shipped, 'alerts.yml'), 'utf8')))
  const port = await freePort()
  const args = [
    `--config.file=${path.join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
  ]
  const url = `http://127.0.0.1:${port}`
  const running = await run('prometheus', prometheusBinary, args, url, '/-/ready').catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })
  return {
    ...running,
    api: prometheusApi(url),
    async stop() {
      await running.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const Answer = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data })
const TargetsAnswer = Answer(
  z.object({ activeTargets: z.array(z.object({ labels: z.record(z.string(), z.string()), health: z.string(), lastError: z.string() })) }),
)
const QueryAnswer = Answer(
  z.object({
    resultType: z.literal('vector'),
    result: z.array(z.object({ metric: z.record(z.string(), z.string()), value: z.tuple([z.number(), z.string()]) })),
  }),
)
const AlertsAnswer = Answer(z.object({ alerts: z.array(z.object({ labels: z.record(z.string(), z.string()), state: z.string() })) }))

export type PrometheusApi = ReturnType<typeof prometheusApi>

/** The parts of Prometheus's HTTP API a test reads, checked with zod. */
function prometheusApi(url: string) {
  const get = async <T extends z.ZodType>(schema: T, pathAndQuery: string): Promise<z.infer<T>> => {
    const response = await fetch(`${url}${pathAndQuery}`)
    if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`)
    return schema.parse(await response.json())
  }
  return {
    /** Every target as `job instance health`, sorted (with the scrape's error when there is one). */
    async targets(): Promise<string[]> {
      const { data } = await get(TargetsAnswer, '/api/v1/targets?state=active')
      return data.activeTargets
        .map(({ labels, health, lastError }) => `${labels.job} ${labels.instance} ${health}${lastError ? ` (${lastError})` : ''}`)
        .sort()
    },
    /** An instant query's samples: their labels and value. */
    async query(expr: string): Promise<Array<{ labels: Record<string, string>; value: number }>> {
      const { data } = await get(QueryAnswer, `/api/v1/query?query=${encodeURIComponent(expr)}`)
      return data.result.map(({ metric, value }) => ({ labels: metric, value: Number(value[1]) }))
    },
    /** The labels of each firing alert of that name. */
    async firing(alertname: string): Promise<Array<Record<string, string>>> {
      const { data } = await get(AlertsAnswer, '/api/v1/alerts')
      return data.alerts.filter(({ labels, state }) => labels.alertname === alertname && state === 'firing').map(({ labels }) => labels)
    },
  }
}
