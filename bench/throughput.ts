import { execFile, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import autocannon from 'autocannon'

export type Throughput = { target: string; tool: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number }

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = 50

/** wrk when installed (it leaves more of the machine to the server), else autocannon. */
export async function measure(target: string, url: string): Promise<Throughput> {
  if (spawnSync('wrk', ['--version']).status !== null && spawnSync('which', ['wrk']).status === 0) {
    // Asynchronously: the static server being measured may live in this very process.
    const { stdout: text } = await promisify(execFile)('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', url], {
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
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1 })
  return {
    target,
    tool: 'autocannon',
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  }
}

/** The same HTML bytes served by a plain Node static server: the floor for any Node server here. */
export async function staticServer(file: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = readFileSync(file)
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
