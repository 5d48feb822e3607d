import { NextResponse, type NextRequest } from 'next/server'
import { requestContext } from '@/lib/log/log.mjs'
import { endedPreviewCookies } from '@/lib/preview/session'
import { ENQUIRY_HEADER, NOT_FOUND_HEADER, withoutInternalHeaders } from './internal-headers'

/** The metrics count a request the proxy answered itself, or a preview's, apart from Next's pages. */
export function markServed(served: 'proxy' | 'preview'): void {
  const context = requestContext().getStore()
  if (context) context.served = served
}

/** A permanent redirect to the one spelling of a URL, made here so it carries the security headers. */
export function redirectTo(url: URL): NextResponse {
  markServed('proxy')
  return NextResponse.redirect(url, 308)
}

/** The proxy's own refusals: short plain text, never cached. */
export function refuse(status: 400 | 403 | 404 | 405 | 411 | 413, reason: string, headers: Record<string, string> = {}): NextResponse {
  markServed('proxy')
  return new NextResponse(`${reason}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** A text the proxy serves itself (the IndexNow key file), with its own headers. */
export function answerText(body: string, headers: Record<string, string>): NextResponse {
  markServed('proxy')
  return new NextResponse(body, { status: 200, headers })
}

/** A 405 naming the methods the path takes, in words and in Allow. */
export function refuseMethod(allowed: readonly string[]): NextResponse {
  const spoken = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed[0]
  return refuse(405, `Use ${spoken}.`, { allow: allowed.join(', ') })
}

/**
 * The site's 404 for a URL that names nothing: the prerendered not-found page, one fixed entry
 * served from the cache however many URLs arrive, so a flood costs no render. A client-side
 * navigation gets the same page as its payload. The rewrite is next.config's, not the proxy's:
 * Next reports a proxy's rewrite to the client in x-middleware-rewrite, with the instance's own
 * address in it. Next sends the page with its year-long s-maxage, and a segment prefetch of it
 * with status 200, so the answer carries NOT_FOUND_HEADER too: the deployment's nginx never keeps
 * an answer so marked, nor a 404, and hides the mark, since the URL may name a product tomorrow.
 */
export function notFoundPage(request: NextRequest): NextResponse {
  markServed('proxy')
  const response = passOn(request, { [NOT_FOUND_HEADER]: '1' })
  response.headers.set(NOT_FOUND_HEADER, '1')
  return response
}

/** /contact?product=<known slug>, served from that product's contact page (see ENQUIRY_HEADER). */
export const enquiryPage = (request: NextRequest, slug: string) => passOn(request, { [ENQUIRY_HEADER]: slug })

/**
 * The request on to Next, with `set` among its headers and without the internal headers a client
 * sent; untouched when there is nothing to change.
 */
export function passOn(request: NextRequest, set: Record<string, string> = {}): NextResponse {
  const cleaned = withoutInternalHeaders(request.headers)
  if (!cleaned && Object.keys(set).length === 0) return NextResponse.next()
  const headers = cleaned ?? new Headers(request.headers)
  for (const [name, value] of Object.entries(set)) headers.set(name, value)
  return NextResponse.next({ request: { headers } })
}

/**
 * A draft-mode cookie whose preview has ended (its link expired, it was left, or the cookie was
 * copied without its signed expiry): the same URL again, with both cookies cleared, so nothing is
 * rendered in draft mode and the browser comes back as an ordinary visitor.
 */
export function previewEnded(request: NextRequest): NextResponse {
  markServed('proxy')
  const response = NextResponse.redirect(request.nextUrl, 307)
  response.headers.set('cache-control', 'private, no-store')
  for (const cookie of endedPreviewCookies()) response.cookies.set(cookie)
  return response
}
