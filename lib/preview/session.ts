import { createHmac } from 'node:crypto'
import { secretMatches } from '@/lib/http/secret'
import { PREVIEW_COOKIE } from './draft-mode'

/**
 * A preview lasts exactly as long as its link. Next's draft-mode cookie holds one build-wide id
 * and would open every preview until the next build, so beside it the site sets this one: the
 * link's expiry, signed with PREVIEW_SECRET. The proxy checks it before anything renders; both
 * cookies carry the link's remaining lifetime as their Max-Age.
 */
export const PREVIEW_SESSION_COOKIE = 'site_preview_until'

const sign = (expires: number, secret: string) => createHmac('sha256', secret).update(`preview session\n${expires}`).digest('base64url')

/** Whether the session cookie's value is one this site signed, not yet expired (`now` in ms). */
export function sessionOpen(value: string | undefined, secret: string | undefined, now: number): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value ?? '')
  if (!match || !secret) return false
  const expires = Number(match[1])
  return secretMatches(match[2]!, sign(expires, secret)) && expires * 1000 > now
}

type Cookie = { name: string; value: string; httpOnly: true; secure: boolean; sameSite: 'none' | 'lax'; path: '/'; maxAge: number }

/** Attributes as Next gives its own draft-mode cookie, so both go and come together. */
const attributes = (maxAge: number) =>
  ({
    httpOnly: true,
    secure: process.env.NODE_ENV !== 'development',
    sameSite: process.env.NODE_ENV !== 'development' ? 'none' : 'lax',
    path: '/',
    maxAge,
  }) as const

/** Both cookies of a preview opened until `expires` (seconds since the epoch; `now` in ms). */
export function previewCookies(previewId: string, expires: number, secret: string, now: number): Cookie[] {
  const maxAge = Math.max(0, Math.floor(expires - now / 1000))
  return [
    { name: PREVIEW_COOKIE, value: previewId, ...attributes(maxAge) },
    { name: PREVIEW_SESSION_COOKIE, value: `${expires}.${sign(expires, secret)}`, ...attributes(maxAge) },
  ]
}

/** Both cookies, gone: what leaving a preview, or presenting a stale one, sets. */
export const endedPreviewCookies = (): Cookie[] =>
  [PREVIEW_COOKIE, PREVIEW_SESSION_COOKIE].map((name) => ({ name, value: '', ...attributes(0) }))
