import { processSingleton } from '@/lib/process-singleton'

/**
 * Upstream trouble is logged once when it starts and once when it clears, not on every request
 * that meets it: during an outage the log names the failing call and its first reason, then
 * stays quiet, even when the reason flaps (a huge answer is over the size limit on one read and
 * over the time limit on the next).
 */

// One per process: the proxy and the pages are bundled apart but log for one process.
const failing = processSingleton('upstream-log', () => new Set<string>())

export function reportProblem(call: string, problem: string): void {
  if (failing.has(call)) return
  failing.add(call)
  console.error(`[upstream] ${call}: ${problem}`)
}

export function reportHealthy(call: string): void {
  if (!failing.delete(call)) return
  console.info(`[upstream] ${call}: recovered`)
}

/** Items of a call's answer that were dropped as invalid, logged like a problem of their own. */
export function reportDropped(call: string, dropped: readonly string[]): void {
  const name = `${call} items`
  if (dropped.length > 0) reportProblem(name, `dropped ${dropped.length} invalid: ${dropped.join('; ')}`)
  else reportHealthy(name)
}
