import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { secretMatches } from '@/lib/http/secret'

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

const PreviewPropsSchema = z.object({ previewModeId: z.string().min(1) })

let previewId: string | null | undefined

/**
 * This build's preview id, the value of every valid draft-mode cookie: Next writes it at build
 * time to .next/server/preview-props.json, which `next start` and the standalone server read
 * from their working folder. Read once; undefined without a build (next dev), where no request
 * is taken for a preview.
 */
export function buildPreviewId(): string | undefined {
  if (previewId === undefined) {
    try {
      const file = path.join(process.cwd(), '.next/server/preview-props.json')
      previewId = PreviewPropsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).previewModeId
    } catch {
      previewId = null
    }
  }
  return previewId ?? undefined
}
