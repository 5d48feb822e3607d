import { formatWithOptions, stripVTControlCharacters } from 'node:util'
import { type LogLevel, logEvent } from './log.mjs'

/** The console's methods that print, and the level each becomes. */
const LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug', trace: 'debug' } as const
type ConsoleMethod = keyof typeof LEVELS

/** The mark Next puts before its own messages (⨯ error, ⚠ warning, ✓ …): the level says it. */
const NEXT_PREFIX = /^\s*[⨯⚠○✓▲»]\s*/u

/**
 * One console call as a `next.console` event: its level, its text (the arguments as the console
 * would print them, without colours or Next's mark) and, for the first error among them, its
 * stack as one field (and Next's `digest`, the id its error page shows). The log cuts both to
 * their stated lengths.
 */
export function consoleEvent(method: ConsoleMethod, args: readonly unknown[]) {
  const error = args.find((arg): arg is Error => arg instanceof Error)
  const rest = args.filter((arg) => arg !== error)
  const text = stripVTControlCharacters(formatWithOptions({ colors: false, depth: 2, breakLength: Infinity }, ...rest)).replace(
    NEXT_PREFIX,
    '',
  )
  const fields: Record<string, string> = {}
  if (error) {
    fields.stack = stripVTControlCharacters(error.stack ?? `${error.name}: ${error.message}`)
    const digest = (error as { digest?: unknown }).digest
    if (typeof digest === 'string') fields.digest = digest
  } else if (method === 'trace') {
    fields.stack = new Error().stack?.split('\n').slice(3).join('\n') ?? ''
  }
  return { level: LEVELS[method] as LogLevel, fields, text: text || (error ? `${error.name}: ${error.message}` : '') }
}

const ROUTED = Symbol.for('arkvolt.console-routed')

/**
 * Everything printed through the console from now on (Next's own warnings and errors among it)
 * becomes one JSON line of the site's log, so an instance writes nothing else after its start.
 * Once per process.
 */
export function routeConsoleToLog() {
  const holder = globalThis as Record<symbol, unknown>
  if (holder[ROUTED]) return
  holder[ROUTED] = true
  for (const method of Object.keys(LEVELS) as ConsoleMethod[]) {
    console[method] = (...args: unknown[]) => {
      const { level, fields, text } = consoleEvent(method, args)
      logEvent(level, 'next.console', fields, text)
    }
  }
}
