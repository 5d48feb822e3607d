import 'server-only'
import { draftMode } from 'next/headers'

/**
 * How one upstream call may use the caches:
 * - `cached`: through Next's data cache, tagged, keeping a last good copy (a page render);
 * - `uncached`: past the data cache, for callers outside a page render (the proxy's product
 *   index), which keep their own copy;
 * - `preview`: past the data cache and keeping no last good copy, for a marketer's preview
 *   (Next's draft mode): nothing a preview reads reaches visitors before it is published.
 */
export type ReadMode = 'cached' | 'uncached' | 'preview'

export async function readMode(uncached: boolean | undefined): Promise<ReadMode> {
  if (uncached) return 'uncached'
  return (await inPreview()) ? 'preview' : 'cached'
}

async function inPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (the build's static params, a unit test) there is no preview.
    return false
  }
}
