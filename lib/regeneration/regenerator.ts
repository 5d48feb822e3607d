import { setTimeout as sleep } from 'node:timers/promises'

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

/**
 * Renders pages again in the background by visiting them, as a visitor would, on this server.
 * Next answers a visit of a page whose tags were revalidated with the stale page and renders the
 * new one behind it; the page is then asked again until the new one is served, so that no more
 * than `concurrency` renders run at once. A page already waiting is not queued twice.
 */
export class Regenerator {
  private readonly queue: string[] = []
  private done: { path: string; outcome: Outcome }[] = []
  private workers = 0
  private startedAt = 0
  private drained: Promise<void> = Promise.resolve()
  private finish = () => {}

  constructor(private readonly options: RegeneratorOptions) {}

  /** Queues the pages (those that fit) and returns at once. */
  request(paths: readonly string[]): void {
    for (const path of paths) {
      if (!this.queue.includes(path) && this.queue.length < this.options.maxQueued) this.queue.push(path)
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
    for (let path = this.queue.shift(); path !== undefined; path = this.queue.shift()) {
      this.done.push({ path, outcome: await this.regenerate(path) })
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
