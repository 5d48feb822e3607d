import { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'
import { boundFields, boundLine, cut, TEXT_CHARS } from './bounds.mjs'

/**
 * The site's one logger: one JSON line per event on stdout (time, level, a stable event name, the
 * request id when there is one), at LOG_LEVEL (info unless set). Plain JavaScript, because the
 * cache handler's Redis client, which Next loads uncompiled, logs through it too; types are in
 * log.d.mts. The logger and the request context live on globalThis: Next bundles the proxy, each
 * route and the instrumentation hook apart, and they must share one of each. Every line is
 * bounded (bounds.mjs): each field cut to a stated length, the line to 1 kB.
 */
const LOGGER = Symbol.for('arkvolt.logger')
const CONTEXT = Symbol.for('arkvolt.request-context')

/** What a log line may never carry, whatever an event passes: secrets, message bodies, addresses. */
const REDACTED = ['secret', 'token', 'signature', 'authorization', 'cookie', 'email', 'message', 'body', 'phone', 'password']

/** The request an event happened in: its id, and how the proxy says it was served. */
export function requestContext() {
  globalThis[CONTEXT] ??= new AsyncLocalStorage()
  return globalThis[CONTEXT]
}

function logger() {
  globalThis[LOGGER] ??= makeLogger()
  return globalThis[LOGGER]
}

/** For commands whose stdout is their output (`npm run inbox`): the same lines, on stderr. */
export function logToStderr() {
  logTo(pino.destination({ dest: 2, sync: true }))
}

/** The same lines, bounded alike, written to `destination` from now on (a test reads them there). */
export function logTo(destination) {
  globalThis[LOGGER] = makeLogger(destination)
}

function makeLogger(destination) {
  return pino(
    {
      level: process.env.LOG_LEVEL?.trim() || 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const requestId = requestContext().getStore()?.requestId
        return requestId ? { requestId } : {}
      },
      redact: { paths: [...REDACTED, ...REDACTED.map((key) => `*.${key}`)], censor: '[redacted]' },
      hooks: { streamWrite: boundLine },
    },
    destination,
  )
}

/** One event: `event` is its stable name (`upstream.failure`), `fields` what an operator needs to act. */
export function logEvent(level, event, fields = {}, text) {
  const log = logger()
  const bounded = { event, ...boundFields(fields) }
  if (text === undefined) log[level](bounded)
  else log[level](bounded, cut(text, TEXT_CHARS))
}
