/**
 * Upstream trouble is logged once when it starts or changes and once when it clears, not on
 * every request that meets it: during an outage the log names the failing call, then stays quiet.
 */
const KEY = Symbol.for('arkvolt.upstream-log')
// On globalThis: the proxy and the pages are bundled apart but log for one process.
const holder = globalThis as { [KEY]?: Map<string, string> }
const lastReported = (holder[KEY] ??= new Map<string, string>())

export function reportProblem(call: string, problem: string): void {
  if (lastReported.get(call) === problem) return
  lastReported.set(call, problem)
  console.error(`[upstream] ${call}: ${problem}`)
}

export function reportHealthy(call: string): void {
  if (!lastReported.has(call)) return
  lastReported.delete(call)
  console.info(`[upstream] ${call}: recovered`)
}
