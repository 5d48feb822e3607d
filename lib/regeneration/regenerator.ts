import { setTimeout as sleep } from 'node:timers/promises'
import { metrics } from '@/lib/metrics/registry'

/** What one visit of a page answered: its status and Next's `x-nextjs-cache` header. */
type Visit = (path: string, signal: AbortSignal) => Promise<{ status: number; cache: string | null }>

/**
 * How a page's regeneration went: `regenerated` (it was served stale and the new page is now
 * cached), `rendered` (nothing was cached: this visit rendered it), `fresh` (it was not stale:
 * nothing to do), `failed` (an error status or no answer), `timed-out`.
 */
export type Outcome = 'regenerated' | 'rendered' | 'fresh' | 'failed' | 'timed-out'

export type RegeneratorOptions = {
  visit: Visit
  /** Pages rendered at once, whatever the number of webhook calls. */
  concurrency: number
  /** Longest wait for one page, from its first visit to its new page being served. */
  pageTimeoutMs: number
  /** How often a page served stale is asked again while Next renders it. */
  pollMs: number
  /** Pages waiting at most; more are dropped (they are served stale and rendered on a visit). */
  maxQueued: number
  /** Called once the queue is empty, with every page done since the last report. */
  report: (done: { path: string; outcome: Outcome }[], elapsedMs: number) => void
}

/** A webhook call's pages still to be done, and when it came. */
type Call = { at: number; waiting: number }

/**
 * Renders pages again in the background by visiting them, as a visitor would, on this server.
 * Next answers a visit of a page whose tags were revalidated with the stale page and renders the
 * new one behind it; the page is then asked again until the new one is served, so that no more
 * than `concurrency` renders run at once. A page already waiting is not queued twice: the calls
 * that asked for it wait on its one render. Each page is counted by outcome and time, and each
 * call by the time from its arrival to its last page done.
 */
export class Regenerator {
  private readonly queue: { path: string; calls: Call[] }[] = []
  private done: { path: string; outcome: Outcome }[] = []
  private workers = 0
  private startedAt = 0
  private drained: Promise<void> = Promise.resolve()
  private finish = () => {}

  constructor(private readonly options: RegeneratorOptions) {}

  /** Queues the pages (those that fit) of a call made at `calledAt`, and returns at once. */
  request(paths: readonly string[], calledAt = Date.now()): void {
    const call: Call = { at: calledAt, waiting: 0 }
    for (const path of paths) {
      const queued = this.queue.find((waiting) => waiting.path === path)
      if (queued?.calls.includes(call)) continue
      if (queued) queued.calls.push(call)
      else if (this.queue.length < this.options.maxQueued) this.queue.push({ path, calls: [call] })
      else continue
      call.waiting++
    }
    if (this.workers === 0 && this.queue.length > 0) {
      this.startedAt = Date.now()
      this.drained = new Promise((resolve) => (this.finish = resolve))
    }
    // Each worker takes its first page before its first await, so this starts no idle worker.
    while (this.workers < this.options.concurrency && this.queue.length > 0) {
      this.workers++
      void this.work()
    }
  }

  /** Resolves once every queued page is done (for tests and benchmarks). */
  idle(): Promise<void> {
    return this.drained
  }

  private async work() {
    const { regenerations, regenerationDuration, webhookToRegenerated } = metrics()
    for (let page = this.queue.shift(); page !== undefined; page = this.queue.shift()) {
      const started = performance.now()
      const outcome = await this.regenerate(page.path)
      regenerations.inc({ outcome: outcome === 'failed' || outcome === 'timed-out' ? 'failed' : 'ok' })
      regenerationDuration.observe((performance.now() - started) / 1000)
      for (const call of page.calls) if (--call.waiting === 0) webhookToRegenerated.observe((Date.now() - call.at) / 1000)
      this.done.push({ path: page.path, outcome })
    }
    if (--this.workers > 0) return
    const done = this.done
    this.done = []
    this.options.report(done, Date.now() - this.startedAt)
    this.finish()
  }

  private async regenerate(path: string): Promise<Outcome> {
    const { visit, pageTimeoutMs, pollMs } = this.options
    const signal = AbortSignal.timeout(pageTimeoutMs)
    try {
      let answer = await visit(path, signal)
      if (answer.cache !== 'STALE') return answer.status !== 200 ? 'failed' : answer.cache === 'HIT' ? 'fresh' : 'rendered'
      while (answer.cache === 'STALE') {
        await sleep(pollMs, undefined, { signal })
        answer = await visit(path, signal)
      }
      return answer.status === 200 ? 'regenerated' : 'failed'
    } catch {
      return signal.aborted ? 'timed-out' : 'failed'
    }
  }
}
