import type { NextRequest } from 'next/server'
import { requestContext } from '@/lib/log/log.mjs'

/**
 * The request's target as the client sent it, which the instance records as the request starts
 * (lib/metrics/http-requests.ts); Next's own URL has its dot segments resolved, encoded ones
 * included. Without that record (no instrumentation), Next's path and query.
 */
export function requestTarget(request: NextRequest): string {
  return requestContext().getStore()?.target ?? `${request.nextUrl.pathname}${request.nextUrl.search}`
}
