import { NextResponse, type NextRequest } from 'next/server'

/** The proxy's own refusals: short plain text, never cached. */
export function refuse(status: 400 | 404 | 405 | 411 | 413, reason: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(`${reason}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/**
 * The site's 404 for a URL that names nothing. A page request gets the prerendered not-found page
 * (one fixed entry, served from the cache however many URLs arrive, so a flood costs no render);
 * a client-side navigation (an RSC request) gets a bare 404, on which the router loads the URL as
 * a page and so meets the same 404 page. Next sends that page with its year-long s-maxage; the
 * deployment's nginx turns every 404 into no-store, since the URL may name a product tomorrow.
 */
export function notFoundPage(request: NextRequest): NextResponse {
  if (request.headers.has('rsc') || request.nextUrl.searchParams.has('_rsc')) return refuse(404, 'Not found.')
  return NextResponse.rewrite(new URL('/_not-found', request.url))
}
