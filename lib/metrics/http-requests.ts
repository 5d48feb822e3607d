import { randomUUID } from 'node:crypto'
import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { logEvent, requestContext, type RequestContext } from '@/lib/log/log.mjs'
import { metrics } from './registry'
import { routeTemplate } from './route-template'

type Served = 'hit' | 'stale' | 'miss' | 'preview' | 'proxy' | 'dynamic'
type Started = { context: RequestContext; start: number }
type RequestMessage = { request: IncomingMessage; response: ServerResponse; server: Server }

/** How a request was served: the proxy's word first, then Next's page cache's (x-nextjs-cache). */
export function servedAs(proxySaid: RequestContext['served'], cacheHeader: unknown): Served {
  if (proxySaid) return proxySaid
  switch (typeof cacheHeader === 'string' ? cacheHeader.toUpperCase() : undefined) {
    case 'HIT':
      return 'hit'
    case 'STALE':
      return 'stale'
    case 'MISS':
    case 'REVALIDATED':
      return 'miss'
    default:
      return 'dynamic'
  }
}

export const statusClass = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other')

const METHODS = new Set(['GET', 'HEAD', 'POST'])

/** nginx's $request_id (32 hex digits), or any id of that plainness; anything else is replaced. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(header) ? header : randomUUID()
}

/**
 * Gives every request the site's HTTP server answers its request id (nginx's X-Request-Id) for
 * the log lines written while it is served, and its target as sent for the proxy's rules, and
 * with `count` counts and times it. Node's own HTTP
 * diagnostics channels, so Next's server is observed without being wrapped: the start runs as
 * Node hands the request to Next, in the async context Next then serves it in.
 */
export function observeHttpRequests(ignored: (server: Server) => boolean, { count }: { count: boolean }): void {
  const started = new WeakMap<IncomingMessage, Started>()
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, server } = message as RequestMessage
    if (ignored(server)) return
    const context: RequestContext = { requestId: requestIdOf(request.headers['x-request-id']), target: request.url }
    started.set(request, { context, start: performance.now() })
    requestContext().enterWith(context)
  })
  diagnostics.subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as RequestMessage
    const entry = started.get(request)
    if (!entry) return
    if (!count && response.statusCode < 500) return
    const route = routeTemplate(new URL(request.url ?? '/', 'http://site').pathname)
    const served = servedAs(entry.context.served, response.getHeader('x-nextjs-cache'))
    const status = statusClass(response.statusCode)
    const seconds = (performance.now() - entry.start) / 1000
    if (count) {
      const { httpRequests, httpDuration } = metrics()
      httpRequests.inc({ route, method: METHODS.has(request.method ?? '') ? request.method : 'other', status, served })
      httpDuration.observe({ route, served }, seconds)
    }
    if (response.statusCode >= 500)
      requestContext().run(entry.context, () => logEvent('error', 'request.failed', { route, status: response.statusCode, seconds }))
  })
}
