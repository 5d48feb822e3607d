/**
 * Upstream trouble is logged once when it starts and once when it clears, not on every request
 * that meets it: during an outage the log names the failing call and its first reason, then
 * stays quiet, even when the reason flaps (a huge answer is over the size limit on one read and
 * over the time limit on the next).
 */
const KEY = Symbol.for('arkvolt.upstream-log')
// On globalThis: the proxy and the pages are bundled apart but log for one process.
const holder = globalThis as { [KEY]?: Set<string> }
const failing = (holder[KEY] ??= new Set<string>())

export function reportProblem(call: string, problem: string): void {
  if (failing.has(call)) return
  failing.add(call)
  console.error(`[upstream] ${call}: ${problem}`)
}

export function reportHealthy(call: string): void {
  if (!failing.delete(call)) return
  console.info(`[upstream] ${call}: recovered`)
}
