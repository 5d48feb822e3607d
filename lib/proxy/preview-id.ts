import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

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
