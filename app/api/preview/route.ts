import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { enterPreview, previewResponse } from '@/lib/preview'

/**
 * A marketer's preview link, `/api/preview?path=/products/fan/…&expires=…&signature=…` (made by
 * `npm run preview`): turns Next's draft mode on (its cookie) and goes to the path, where pages
 * are rendered for this browser alone from upstream's current data, past every cache. A wrong
 * signature or an expired link is a 401, a path of anywhere else a 400, and neither sets anything.
 */
export async function GET(request: NextRequest) {
  const answer = enterPreview(request.nextUrl.searchParams, env().PREVIEW_SECRET, Date.now())
  if ('path' in answer) (await draftMode()).enable()
  return previewResponse(answer)
}
