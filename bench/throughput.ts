import { execFile, spawnSync } from 'node:child_process'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'

export type Throughput = { target: string; tool: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number }

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = 50
/** What a browser sends: every load run asks for compressed answers, as visitors' browsers do. */
export const ACCEPT_ENCODING = 'gzip, br'

/** A fixed-rate run's rate, as a share of the maximum the same server was measured at. */
export const FIXED_RATE_SHARE = 0.3

/** The throughput part's runs (bench/run.ts): saturated, then at a fixed share of next start's maximum. */
export const throughputTargets = {
  next: 'next start',
  static: 'static server',
  nextFixedRate: `next start, fixed rate (${FIXED_RATE_SHARE * 100}% of its maximum)`,
  staticFixedRate: 'static server, the same fixed rate',
} as const

/** wrk when installed (it leaves more of the machine to the server), else autocannon. */
export async function measure(target: string, url: string, seconds = DURATION_S): Promise<Throughput> {
  if (wrkInstalled()) return wrk(target, ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, url])
  return run(target, { url, connections: CONNECTIONS, duration: seconds, workers: 1 })
}

/**
 * Latency at a set rate, not at saturation. With wrk: each connection waits, after every answer,
 * a random delay (bench/paced.lua), its mean set by a 3-second trial so that the connections
 * together send `rate` requests a second. A connection held up by a slow answer sends less
 * meanwhile, so a stall counts once per connection, and `requestsPerSecond` says the rate
 * reached. wrk runs in C beside nginx on the same cores; autocannon, the fallback, holds the rate
 * exactly (`overallRate`) but in one Node process whose own pauses land in its p99 (hundreds of
 * ms here, against single milliseconds from wrk).
 */
export async function measureAtRate(target: string, url: string, rate: number, seconds = DURATION_S): Promise<Throughput> {
  if (!wrkInstalled()) return run(target, { url, connections: CONNECTIONS, duration: seconds, overallRate: rate })
  const paced = (intervalMs: number, runSeconds: number) =>
    wrk(target, ['-t1', `-c${CONNECTIONS}`, `-d${runSeconds}s`, '-s', PACED_SCRIPT, url, '--', intervalMs.toFixed(3)])
  // A request's cycle is the delay plus the answer and wrk's own time; the trial measures the latter.
  const delayMs = (CONNECTIONS * 1000) / rate
  const trial = await paced(delayMs, 3)
  // Without an answer the delay cannot be set, and a delay of 0 would be a saturating run.
  if (!(trial.requestsPerSecond > 0)) throw new Error(`${target}: no answers from ${url} in the pacing trial`)
  const restMs = Math.max(0, (CONNECTIONS * 1000) / trial.requestsPerSecond - delayMs)
  return paced(Math.max(0, delayMs - restMs), seconds)
}

const PACED_SCRIPT = path.resolve('bench/paced.lua')

const wrkInstalled = () => spawnSync('which', ['wrk']).status === 0

async function wrk(target: string, args: string[]): Promise<Throughput> {
  // Asynchronously: the static server being measured may live in this very process.
  const { stdout: text } = await promisify(execFile)('wrk', ['--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, ...args], {
    encoding: 'utf8',
  })
  const ms = (label: string) => {
    const match = text.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`))
    if (!match) return NaN
    const value = Number(match[1])
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
  }
  return {
    target,
    tool: 'wrk',
    requestsPerSecond: Math.round(Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p50Ms: ms('50%'),
    p99Ms: ms('99%'),
    non2xx: Number(text.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
  }
}

async function run(target: string, options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon({ ...options, headers: { 'accept-encoding': ACCEPT_ENCODING } })
  return {
    target,
    tool: 'autocannon',
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  }
}

/** An answer as it went over the wire: the body still compressed, its encoding, its header's size. */
export type AsSent = { body: Buffer; encoding: string | undefined; headerBytes: number }

/** One GET asking for `acceptEncoding` (a browser's by default), with Node's own client: fetch would decompress. */
export function getAsSent(url: string, acceptEncoding = ACCEPT_ENCODING): Promise<AsSent> {
  return new Promise((resolve, reject) => {
    const ask = request(url, { headers: { 'accept-encoding': acceptEncoding }, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
        // The status line and every header line as they came, CRLFs included.
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`]
        for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`)
        resolve({
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
          headerBytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
        })
      })
    })
    ask.on('error', reject)
    ask.end()
  })
}

/** The same bytes as `answer`, in its encoding, from a plain Node server: the floor for any Node server here. */
export async function staticServer(answer: AsSent): Promise<{ url: string; close: () => Promise<void> }> {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': answer.body.length,
    ...(answer.encoding ? { 'content-encoding': answer.encoding, vary: 'Accept-Encoding' } : {}),
  }
  const server = createServer((_, response) => {
    response.writeHead(200, headers)
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
