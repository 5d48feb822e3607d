import { redisClient, withTimeout } from '@/lib/redis/client.mjs'
import {
  INDEXNOW_ATTEMPTS,
  INDEXNOW_BATCH,
  INDEXNOW_INTERVAL_MS,
  type IndexNowOutcome,
  isRetried,
  outcomeOf,
  retryDelayMs,
} from './indexnow'

/** The one call a minute: `wait` claims the turn and answers 0, or answers how many ms are left of another's. */
export type Gate = { wait(): Promise<number> }

/** This process's own turn: the fallback without Redis, and while it is away. */
export function localGate(now: () => number = Date.now, intervalMs = INDEXNOW_INTERVAL_MS): Gate {
  let last = -Infinity
  return {
    async wait() {
      const left = last + intervalMs - now()
      if (left > 0) return left
      last = now()
      return 0
    },
  }
}

/** One turn a minute for every instance on the durable Redis (SET NX with a minute's expiry); the process's own while Redis is away. */
export function redisGate(url: string, fallback: Gate, key = 'arkvolt:indexnow:turn', intervalMs = INDEXNOW_INTERVAL_MS): Gate {
  return {
    async wait() {
      try {
        return await withTimeout(
          redisClient(url).then(async (redis) =>
            (await redis.set(key, '1', { condition: 'NX', expiration: { type: 'PX', value: intervalMs } })) === 'OK'
              ? 0
              : Math.max(1, await redis.pTTL(key)),
          ),
          500,
          'Redis IndexNow turn',
        )
      } catch {
        return fallback.wait()
      }
    },
  }
}

export type SenderOptions = {
  /** One call with these URLs: its HTTP status; a throw is no answer. */
  post: (urls: string[]) => Promise<number>
  gate: Gate
  counted: (outcome: IndexNowOutcome) => void
  /** Told of URLs given up: refused, tried `INDEXNOW_ATTEMPTS` times, or past the queue's bound. */
  dropped?: (count: number, why: 'refused' | 'attempts' | 'full') => void
  sleep?: (ms: number) => Promise<void>
  /** The most URLs waiting: the largest catalogue the upstream limits allow (six lines of 20,000). */
  maxQueued?: number
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/**
 * The URLs edits named, sent in calls of at most 10,000, one call a turn (a minute, across
 * instances), each batch tried again with backoff after a 429, a 5xx or no answer. A URL named
 * again while it waits is sent once. What waits is this process's alone: a restart loses it, and
 * the sitemap's lastmod still says what changed.
 */
export class IndexNowSender {
  private readonly queued = new Set<string>()
  private running?: Promise<void>

  constructor(private readonly options: SenderOptions) {}

  submit(urls: readonly string[]): void {
    const max = this.options.maxQueued ?? 120_000
    let full = 0
    for (const url of urls) {
      if (this.queued.has(url)) continue
      if (this.queued.size < max) this.queued.add(url)
      else full++
    }
    if (full > 0) this.options.dropped?.(full, 'full')
    this.running ??= this.drain().finally(() => {
      this.running = undefined
    })
  }

  /** Resolves once nothing waits (tests). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve()
  }

  private async drain(): Promise<void> {
    const { post, gate, counted, dropped } = this.options
    const sleep = this.options.sleep ?? sleepFor
    let attempt = 0
    while (this.queued.size > 0) {
      for (let left = await gate.wait(); left > 0; left = await gate.wait()) await sleep(left)
      const batch = [...this.queued].slice(0, INDEXNOW_BATCH)
      const outcome = outcomeOf(await post(batch).catch(() => 'no answer' as const))
      counted(outcome)
      if (isRetried(outcome) && ++attempt < INDEXNOW_ATTEMPTS) {
        await sleep(retryDelayMs(attempt))
        continue
      }
      for (const url of batch) this.queued.delete(url)
      if (outcome !== 'accepted') dropped?.(batch.length, outcome === 'refused' ? 'refused' : 'attempts')
      attempt = 0
    }
  }
}
