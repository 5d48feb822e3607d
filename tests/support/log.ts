import { logTo } from '@/lib/log/log.mjs'

type Event = Record<string, unknown> & { level: string; event: string }

/**
 * Capture the events the code under test logs (lib/log/log.mjs), parsed, without letting them
 * clutter the test output: until `restore`, the process's logger is the production one (its
 * level, redaction, request-id mixin and line bounds) writing here instead of stdout.
 */
export function captureLog() {
  const key = Symbol.for('arkvolt.logger')
  const holder = globalThis as Record<symbol, unknown>
  const previous = holder[key]
  const events: Event[] = []
  logTo({ write: (line: string) => void events.push(JSON.parse(line) as Event) })
  return {
    events,
    /** Events at `level`, each as `<call>: <reason> (<fallback>)`, for upstream trouble. */
    lines: (level: string) =>
      events
        .filter((event) => event.level === level)
        .map(
          (event) =>
            `${String(event.call ?? event.event)}: ${String(event.reason ?? event.msg)}${event.fallback ? ` (${String(event.fallback)})` : ''}`,
        ),
    restore: () => {
      holder[key] = previous
    },
  }
}
