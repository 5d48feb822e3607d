import { createHmac } from 'node:crypto'
import { secretMatches } from '@/lib/http/secret'

/** How long `npm run preview` makes a link last unless told otherwise, and the most the site accepts. */
export const PREVIEW_LINK_HOURS = { default: 7 * 24, max: 30 * 24 } as const

/**
 * A preview link's signature: an HMAC of its path and expiry with PREVIEW_SECRET. The secret
 * itself never travels in a URL, where access logs, browser histories and forwarded mails keep
 * it; a link opens one path, for a limited time, and cannot be changed to open another.
 */
function signature(path: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url')
}

/** The query of a link that opens a preview at `path` until `expires` (seconds since the epoch). */
export function previewLinkQuery(path: string, expires: number, secret: string): URLSearchParams {
  return new URLSearchParams({ path, expires: String(expires), signature: signature(path, expires, secret) })
}

/**
 * Why a preview link's query may not open a preview, or null: it must be signed with the secret
 * for its path (the home page when it names none) and expiry, not have expired, and not last
 * longer than PREVIEW_LINK_HOURS.max from now (`now` in ms).
 */
export function previewLinkProblem(query: URLSearchParams, secret: string, now: number): string | null {
  const expiresText = query.get('expires') ?? ''
  const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : NaN
  if (Number.isNaN(expires) || !secretMatches(query.get('signature'), signature(query.get('path') ?? '/', expires, secret)))
    return 'Missing or wrong signature: open the link as it was made (npm run preview).'
  if (expires * 1000 <= now) return 'This preview link has expired: ask for a new one (npm run preview).'
  if (expires * 1000 - now > PREVIEW_LINK_HOURS.max * 3_600_000)
    return `A preview link lasts at most ${PREVIEW_LINK_HOURS.max / 24} days: ask for a new one (npm run preview).`
  return null
}
