import { expect } from '@playwright/test'
import { previewLinkQuery } from '@/lib/preview/link'
import { PREVIEW_SESSION_COOKIE } from '@/lib/preview/session'

// What the preview tests share: the draft-mode cookie, preview links, and plain requests.

/** Next's draft-mode cookie. */
export const COOKIE = '__prerender_bypass'
/** The bar a page in preview carries. */
export const NOTICE = 'Preview: not yet published'

/**
 * A preview link as `npm run preview` makes it: `path` signed with `secret`, open for an hour
 * unless `expires` (seconds since the epoch) says otherwise.
 */
export const previewLink = (site: string, { path, secret, expires }: { path: string; secret: string; expires?: number }) =>
  `${site}/api/preview?${previewLinkQuery(path, expires ?? Math.floor(Date.now() / 1000) + 3600, secret)}`

/** A fetch that shows redirects as they are. */
export async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { redirect: 'manual', headers })
  return { response, html: await response.text() }
}
/** A preview's two cookies: Next's draft-mode one, and the site's signed expiry beside it. */
export type PreviewCookies = { draft: string; session: string }

/** The headers of a request in preview. */
export const inPreview = ({ draft, session }: PreviewCookies) => ({ cookie: `${COOKIE}=${draft}; ${PREVIEW_SESSION_COOKIE}=${session}` })

/** The values of both cookies a preview link's answer sets. */
export async function previewCookies(link: string): Promise<PreviewCookies> {
  const { response } = await get(link)
  expect(response.status).toBe(307)
  const value = (name: string) => {
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
    expect(line, `the ${name} cookie`).toBeTruthy()
    return line!.slice(name.length + 1).split(';')[0]!
  }
  return { draft: value(COOKIE), session: value(PREVIEW_SESSION_COOKIE) }
}

/** Visit until the page is served fresh from the cache: the build may be older than its data's revalidate period. */
export async function warm(url: string) {
  await expect.poll(async () => (await get(url)).response.headers.get('x-nextjs-cache'), { timeout: 15_000 }).toBe('HIT')
}
