import { expect } from '@playwright/test'
import { previewLinkQuery } from '@/lib/preview-link'

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
/** The headers of a request in preview. */
export const inPreview = (cookie: string) => ({ cookie: `${COOKIE}=${cookie}` })

/** The draft-mode cookie's value from a preview link's answer. */
export async function previewCookie(link: string): Promise<string> {
  const { response } = await get(link)
  expect(response.status).toBe(307)
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`))
  expect(cookie, 'the draft-mode cookie').toBeTruthy()
  return cookie!.slice(COOKIE.length + 1).split(';')[0]!
}

/** Visit until the page is served fresh from the cache: the build may be older than its data's revalidate period. */
export async function warm(url: string) {
  await expect.poll(async () => (await get(url)).response.headers.get('x-nextjs-cache'), { timeout: 15_000 }).toBe('HIT')
}
