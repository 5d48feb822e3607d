/** One event an instance logged (lib/log/log.mjs): a JSON line with its name and fields. */
export type LoggedEvent = Record<string, unknown> & { level: string; event: string; requestId?: string }

/** The events among a server's output lines (tests/support/site.ts's `logs`), skipping Next's own text. */
export function loggedEvents(lines: readonly string[]): LoggedEvent[] {
  return lines.flatMap((line) => {
    if (!line.startsWith('{')) return []
    try {
      const parsed = JSON.parse(line) as Partial<LoggedEvent>
      return typeof parsed.event === 'string' ? [parsed as LoggedEvent] : []
    } catch {
      return []
    }
  })
}
