import { Agent } from 'node:http'
import { percentile } from './answers'
import { send } from './http'

export type Sample = { at: number; ms: number; status: number }
export type Latency = { samples: number; p50: number; p99: number; failed: number }

/** What a browser sends for a page; accepting gzip makes the server compress, as it does for visitors. */
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'abuse-runner well-behaved client' }

/**
 * A well-behaved visitor: one product page every `intervalMs`, one request at a time on one
 * kept-alive connection, never more than one in flight (a slow answer delays the next request
 * rather than piling requests up). Its latency is what the attacks cost real visitors.
 */
export function startProbe(base: string, page: string, intervalMs = 100) {
  const samples: Sample[] = []
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  let running = true
  const loop = (async () => {
    while (running) {
      const at = Date.now()
      const answer = await send(base, { method: 'GET', path: page, headers: BROWSER_HEADERS }, agent)
      samples.push({ at, ms: answer.ms, status: answer.status })
      const wait = at + intervalMs - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
  })()
  return {
    /** The latency of the requests started between `from` and `to` (timestamps). */
    between(from: number, to: number): Latency {
      return summarize(samples.filter((sample) => sample.at >= from && sample.at < to))
    },
    async stop() {
      running = false
      await loop
      agent.destroy()
    },
  }
}

/** Only 200s count as page loads; anything else is a failed visit, counted apart. */
export function summarize(samples: readonly Sample[]): Latency {
  const ok = samples.filter((sample) => sample.status === 200).map((sample) => sample.ms)
  return { samples: samples.length, p50: round(percentile(ok, 50)), p99: round(percentile(ok, 99)), failed: samples.length - ok.length }
}

const round = (ms: number) => Math.round(ms * 10) / 10
