import { jsonError } from './api-responses'
import { previewLinkProblem } from './preview-link'
import { secretMatches } from './secret'
import { sitePath } from './site-path'

/**
 * Next's draft-mode cookie: its value is the build's preview id, the same on every instance of
 * one build. The front proxy keeps any request that names it out of its cache.
 */
export const PREVIEW_COOKIE = '__prerender_bypass'

/**
 * Whether Next renders a request in draft mode: its draft-mode cookie, as Next's own cookie
 * parser reads it (`request.cookies`), holds this build's preview id. Any other spelling or
 * value is an ordinary visit, which Next answers with the public page.
 */
export function inDraftMode(cookieValue: string | undefined, previewId: string | undefined): boolean {
  return secretMatches(cookieValue ?? null, previewId)
}
export const PREVIEW_EXIT_PATH = '/api/preview/exit'

export type PreviewAnswer = { path: string } | { status: 400 | 401; error: string }

/**
 * Where a preview link leads (`path`, the home page when absent), once its signature is right
 * and it has not expired (`now` in ms). `secret` is PREVIEW_SECRET, and nothing else: the
 * webhook's secret opens no preview. Unset, preview is refused.
 */
export function enterPreview(query: URLSearchParams, secret: string | undefined, now: number): PreviewAnswer {
  if (!secret) return { status: 401, error: 'Preview is disabled: no secret is configured.' }
  const problem = previewLinkProblem(query, secret, now)
  if (problem) return { status: 401, error: problem }
  return pathOf(query)
}

/**
 * Where leaving the preview leads: `path`, else the page the exit link was clicked on (the
 * Referer of this site's own host), else the home page. The bar's link names no path because
 * the root layout it sits in is not rendered again on client-side navigation.
 */
export function exitPreview(query: URLSearchParams, referer: string | null, host: string | null): PreviewAnswer {
  if (query.has('path') || !referer || !host) return pathOf(query)
  const from = URL.canParse(referer) ? new URL(referer) : undefined
  return { path: (from?.host === host && sitePath(`${from.pathname}${from.search}`)) || '/' }
}

function pathOf(query: URLSearchParams): PreviewAnswer {
  const given = query.get('path')
  if (given === null) return { path: '/' }
  const path = sitePath(given)
  return path ? { path } : { status: 400, error: 'path must be a path of this site, such as /products/fan.' }
}

/** Both routes' answer: the redirect to the path, or the refusal, kept by no cache. */
export function previewResponse(answer: PreviewAnswer): Response {
  const headers = { 'cache-control': 'private, no-store' }
  if ('error' in answer) return jsonError(answer.status, answer.error, headers)
  return new Response(null, { status: 307, headers: { ...headers, location: answer.path } })
}
