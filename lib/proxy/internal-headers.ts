/**
 * Request headers by which the proxy tells next.config's rewrites what it found. Only the proxy
 * sets them: a client's own copies are dropped before anything reads them, so no client can pick
 * the page a cached URL is answered with.
 */

/**
 * A URL that names nothing: rewritten to the prerendered not-found page. Also the answer's mark
 * of that page, for shared caches (notFoundPage in ./answers.ts).
 */
export const NOT_FOUND_HEADER = 'x-site-not-found'
export const NOT_FOUND_PAGE = '/_not-found'
/**
 * The known product a /contact?product=<slug> request is about: rewritten to its contact page.
 * A rewrite of next.config is always served inside the server; one the proxy made itself would be
 * proxied back to the server over HTTP whenever its URL's host is not the one the server listens
 * on, and fail under load.
 */
export const ENQUIRY_HEADER = 'x-site-enquiry'

const internalHeaders = [NOT_FOUND_HEADER, ENQUIRY_HEADER]

/** The request's headers without the internal ones a client sent; undefined when it sent none. */
export function withoutInternalHeaders(headers: Headers): Headers | undefined {
  if (!internalHeaders.some((name) => headers.has(name))) return undefined
  const cleaned = new Headers(headers)
  for (const name of internalHeaders) cleaned.delete(name)
  return cleaned
}
