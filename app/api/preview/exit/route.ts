import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { exitPreview, previewResponse } from '@/lib/preview/answers'
import { endedPreviewCookies } from '@/lib/preview/session'

/** Leaves the preview (clears both of its cookies) and goes back to the page, as visitors see it. */
export async function GET(request: NextRequest) {
  const answer = exitPreview(request.nextUrl.searchParams, request.headers.get('referer'), request.headers.get('host'))
  if ('path' in answer) {
    ;(await draftMode()).disable()
    const jar = await cookies()
    for (const cookie of endedPreviewCookies()) jar.set(cookie)
  }
  return previewResponse(answer)
}
