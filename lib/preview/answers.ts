import { jsonError } from '@/lib/http/api-responses'
import { previewLinkProblem } from './link'
import { sitePath } from './site-path'

export const PREVIEW_EXIT_PATH = '/api/preview/exit'

/** Where to go, and for a link opening a preview, until when (seconds since the epoch). */
export type PreviewAnswer = { path: string; expires?: number } | { status: 400 | 401; error: string }

/**
 * Where a preview link leads (`path`, the home page when absent), once its signature is right
 * and it has not expired (`now` in ms). `secret` is PREVIEW_SECRET, and nothing else: the
 * webhook's secret opens no preview. Unset, preview is refused.
 */
export function enterPreview(query: URLSearchParams, secret: string | undefined, now: number): PreviewAnswer {
  if (!secret) return { status: 401, error: 'Preview is disabled: no secret is configured.' }
  const problem = previewLinkProblem(query, secret, now)
  if (problem) return { status: 401, error: problem }
  const answer = pathOf(query)
  return 'path' in answer ? { ...answer, expires: Number(query.get('expires')) } : answer
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
