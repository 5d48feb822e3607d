import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { exitPreview, previewResponse } from '@/lib/preview'

/** Leaves the preview (clears the draft-mode cookie) and goes back to the page, as visitors see it. */
export async function GET(request: NextRequest) {
  const answer = exitPreview(request.nextUrl.searchParams, request.headers.get('referer'), request.headers.get('host'))
  if ('path' in answer) (await draftMode()).disable()
  return previewResponse(answer)
}
