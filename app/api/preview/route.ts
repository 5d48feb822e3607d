import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { env } from '@/lib/server/env'
import { enterPreview, previewResponse } from '@/lib/preview/answers'
import { PREVIEW_COOKIE } from '@/lib/preview/draft-mode'
import { previewCookies } from '@/lib/preview/session'

/**
 * A marketer's preview link, `/api/preview?path=/products/fan/…&expires=…&signature=…` (made by
 * `npm run preview`): turns Next's draft mode on (its cookie) for exactly as long as the link
 * lasts (lib/preview/session.ts) and goes to the path, where pages are rendered for this browser
 * alone from upstream's current data, past every cache. A wrong signature or an expired link is a
 * 401, a path of anywhere else a 400, and neither sets anything.
 */
export async function GET(request: NextRequest) {
  const { PREVIEW_SECRET } = env()
  const now = Date.now()
  const answer = enterPreview(request.nextUrl.searchParams, PREVIEW_SECRET, now)
  if ('path' in answer && answer.expires && PREVIEW_SECRET) {
    ;(await draftMode()).enable()
    const jar = await cookies()
    for (const cookie of previewCookies(jar.get(PREVIEW_COOKIE)!.value, answer.expires, PREVIEW_SECRET, now)) jar.set(cookie)
  }
  return previewResponse(answer)
}
