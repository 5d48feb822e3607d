import { NextResponse, type NextRequest } from 'next/server'

/**
 * The proxy's own refusals: short plain text, never cached, and rewrites to the site's 404 page
 * (one fixed, prerendered page), so an unknown URL stores nothing of its own.
 */
export function refuse(status: 400 | 405 | 413, reason: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(`${reason}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } })
}

export function notFoundPage(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL('/_unknown', request.url))
}
