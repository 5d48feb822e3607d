import { once } from 'node:events'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { percentile } from './answers'
import { CLIENT_HEADER, type Environment } from './environment'

type Sample = { at: number; ms: number; status: number }
export type Latency = { samples: number; p50: number; p99: number; failed: number }
/** The two well-behaved visitors: straight at `next start`, and through nginx's front door. */
export type VisitorLatency = { next: Latency; nginx: Latency }

/**
 * The address nginx believes the visitor through nginx has (TEST-NET-3, which no row plays): a
 * client of its own, so nginx's per-client limits never count it with an attacker.
 */
export const NGINX_VISITOR = '203.0.113.80'

/**
 * Both visitors, on the same page and interval, started together: `next` loads it from the
 * pages server most rows attack; `nginx` from nginx's front door, as production's visitors do
 * (its micro-cache, then the server on Redis that the nginx rows attack).
 */
export function startVisitors(environment: Environment, page: string, intervalMs: number) {
  const next = startProbe(environment.pages.url, page, intervalMs)
  const nginx = startProbe(environment.nginx.url, page, intervalMs, { [CLIENT_HEADER]: NGINX_VISITOR })
  return {
    between: (from: number, to: number): VisitorLatency => ({ next: next.between(from, to), nginx: nginx.between(from, to) }),
    stop: () => Promise.all([next.stop(), nginx.stop()]),
  }
}

/**
 * A well-behaved visitor: one product page every `intervalMs`, one request at a time on one
 * kept-alive connection, never more than one in flight (a slow answer delays the next request
 * rather than piling requests up). Its latency is what the attacks cost real visitors. It runs
 * in a worker thread (probe-worker.ts), so the runner's own work never shows in its timings.
 */
function startProbe(base: string, page: string, intervalMs: number, headers: Record<string, string> = {}) {
  const samples: Sample[] = []
  // A worker does not inherit tsx's loader from this thread: it gets tsx's CommonJS hook itself.
  const worker = new Worker(path.join(__dirname, 'probe-worker.ts'), {
    workerData: { base, page, intervalMs, headers },
    execArgv: ['--require', require.resolve('tsx/cjs')],
  })
  worker.on('message', (sample: Sample) => samples.push(sample))
  // Unheard, a failing worker would crash the runner before it stops its servers.
  let failure: Error | undefined
  worker.on('error', (error: Error) => (failure = error))
  const exited = once(worker, 'exit')
  return {
    /** The latency of the requests started between `from` and `to` (timestamps). */
    between(from: number, to: number): Latency {
      return summarize(samples.filter((sample) => sample.at >= from && sample.at < to))
    },
    async stop() {
      worker.postMessage('stop')
      await exited
      if (failure) throw new Error(`The well-behaved client of ${base} failed, so there is no page latency: ${failure.message}`)
    },
  }
}

/** Only 200s count as page loads; anything else is a failed visit, counted apart. */
function summarize(samples: readonly Sample[]): Latency {
  const ok = samples.filter((sample) => sample.status === 200).map((sample) => sample.ms)
  return { samples: samples.length, p50: round(percentile(ok, 50)), p99: round(percentile(ok, 99)), failed: samples.length - ok.length }
}

const round = (ms: number) => Math.round(ms * 10) / 10
