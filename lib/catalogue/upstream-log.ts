import { LRUCache } from 'lru-cache'
import { logEvent } from '@/lib/log/log.mjs'
import { env } from '@/lib/server/env'
import { processSingleton } from '@/lib/server/process-singleton'

/**
 * Upstream trouble is logged once when it starts and once when it clears, not on every request
 * that meets it: during an outage the log names the failing call and its first reason, then
 * stays quiet, even when the reason flaps (a huge answer is over the size limit on one read and
 * over the time limit on the next). The same state tells the metrics whether upstream answers and
 * which lists and products are being served from a kept copy, and since when.
 */

/** What a page got instead of upstream's answer: a kept copy, or nothing. */
export type Fallback = 'last good answer' | 'cached answer' | 'nothing kept'

/** `servedAt`: when a page last got the fallback, the copy's last use. */
type Failing = { since: number; servedAt: number; fallback?: Fallback; announced: boolean }
type State = {
  failing: LRUCache<string, Failing>
  lastOk: LRUCache<string, number>
  up: boolean | undefined
  /** When upstream last began answering again after a failure. */
  upSince: number | undefined
}

/**
 * Calls kept in each map, the least recently reported dropped first: every list, and as many
 * products as the largest catalogue measured (20,000), whose slugs a cold outage lets visitors
 * make up. Both full of 70-character calls: 5.4 MB.
 */
export const MAX_CALLS = 20_000

// One per process: the proxy and the pages are bundled apart but log for one process.
const state = processSingleton('upstream-log', (): State => ({
  failing: new LRUCache({ max: MAX_CALLS }),
  lastOk: new LRUCache({ max: MAX_CALLS }),
  up: undefined,
  upSince: undefined,
}))

/**
 * Whether a failing call's copy is still in use: while upstream fails, yes; once it answers
 * again, for a retry period from the later of the recovery and the copy's last use. By then every
 * page built from it has gone stale (a page built on a failure lives that long) and is rebuilt
 * at its next visit.
 */
const inUse = ({ servedAt }: Failing, now: number, retryMs: number) =>
  !state.up || state.upSince === undefined || now - Math.max(servedAt, state.upSince) < retryMs

const retryMsOf = () => env().CATALOGUE_RETRY_SECONDS * 1000

/** A product's fetch call serves one product; every other call serves a list. */
const kindOf = (call: string) => (call.includes('/api/product/fetch/') ? 'product' : 'list')

export function reportProblem(call: string, problem: string, fallback?: Fallback, now = Date.now()): void {
  let failing = state.failing.get(call)
  // A failure after its copy went out of use is a new one, logged as such.
  if (failing && !inUse(failing, now, retryMsOf())) failing = undefined
  if (!failing) {
    failing = { since: now, servedAt: now, announced: false }
    state.failing.set(call, failing)
    if (!call.endsWith(' items')) state.up = false
    logEvent('error', 'upstream.failure', { call, reason: problem, fallback }, 'upstream call failed')
  }
  failing.servedAt = now
  if (fallback) failing.fallback = fallback
  if (failing.announced || (fallback !== 'last good answer' && fallback !== 'cached answer')) return
  failing.announced = true
  logEvent('warn', 'last_good.served', { call, kind: kindOf(call), copy: fallback }, 'serving a kept copy while upstream fails')
}

export function reportHealthy(call: string, now = Date.now()): void {
  state.lastOk.set(call, now)
  if (!call.endsWith(' items') && state.up !== true) {
    state.up = true
    state.upSince = now
  }
  if (!state.failing.delete(call)) return
  logEvent('info', 'upstream.recovery', { call }, 'upstream call answers again')
}

/** Items of a call's answer that were dropped as invalid, logged like a problem of their own. */
export function reportDropped(call: string, dropped: readonly string[]): void {
  const name = `${call} items`
  if (dropped.length > 0) reportProblem(name, `dropped ${dropped.length} invalid: ${dropped.join('; ')}`)
  else reportHealthy(name)
}

/**
 * Whether upstream answered last (undefined before any call), how many lists and products are
 * served from a kept copy now (see `inUse`), and when the oldest of those copies was last good
 * (its last success in this process, else the start of its failure: the copy is at least that old).
 */
export function upstreamState(now = Date.now()) {
  const retryMs = retryMsOf()
  const lastGood = { list: 0, product: 0, oldestSince: undefined as number | undefined }
  for (const [call, failing] of state.failing.entries()) {
    const { since, fallback } = failing
    if ((fallback !== 'last good answer' && fallback !== 'cached answer') || !inUse(failing, now, retryMs)) continue
    lastGood[kindOf(call)] += 1
    const keptAt = state.lastOk.peek(call) ?? since
    lastGood.oldestSince = Math.min(lastGood.oldestSince ?? keptAt, keptAt)
  }
  return { up: state.up, lastGood }
}
