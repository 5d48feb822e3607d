import type { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = {
  requestId: string
  /** The request target as the client sent it, before Next resolves it (`/a/%2e%2e/b` is `/b` to Next). */
  target?: string
  /** Set by the proxy when it answered the request itself, or the request is a preview. */
  served?: 'proxy' | 'preview'
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** The stable names of the events operators search and alert on (docs/operations.md). */
export type LogEventName =
  | 'upstream.failure'
  | 'upstream.recovery'
  | 'last_good.served'
  | 'last_good.unsaved'
  | 'contact.refused'
  | 'contact.store_failed'
  | 'contact.limits_failed'
  | 'outbox.full'
  | 'outbox.local_fallback'
  | 'contact.tokens_local'
  | 'delivery.failed'
  | 'webhook.call'
  | 'regeneration.batch'
  | 'rate_limit.refused'
  | 'rate_limit.local'
  | 'rate_limit.give_back_failed'
  | 'redis.down'
  | 'redis.back'
  | 'config.warning'
  | 'metrics.listening'
  | 'request.failed'
  | 'catalogue.invalid_items'
  | 'catalogue.snapshot'
  | 'catalogue.snapshot_failed'
  | 'next.console'
  | 'catalogue.first_seen'
  | 'catalogue.first_seen_failed'
  | 'indexnow.submitted'
  | 'indexnow.call'
  | 'indexnow.dropped'
  | 'catalogue.item_refused'

export function requestContext(): AsyncLocalStorage<RequestContext>
export function logToStderr(): void
export function logTo(destination: { write(line: string): unknown }): void
export function logEvent(level: LogLevel, event: LogEventName, fields?: Record<string, unknown>, text?: string): void
