import { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'

/**
 * The site's one logger: one JSON line per event on stdout (time, level, a stable event name, the
 * request id when there is one), at LOG_LEVEL (info unless set). Plain JavaScript, because the
 * cache handler's Redis client, which Next loads uncompiled, logs through it too; types are in
 * log.d.mts. The logger and the request context live on globalThis: Next bundles the proxy, each
 * route and the instrumentation hook apart, and they must share one of each.
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
  globalThis[LOGGER] = makeLogger(pino.destination({ dest: 2, sync: true }))
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
    },
    destination,
  )
}

/** One event: `event` is its stable name (`upstream.failure`), `fields` what an operator needs to act. */
export function logEvent(level, event, fields = {}, text) {
  const log = logger()
  if (text === undefined) log[level]({ event, ...fields })
  else log[level]({ event, ...fields }, text)
}
