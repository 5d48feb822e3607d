import { env } from '@/lib/server/env'
import { logEvent } from '@/lib/log/log.mjs'
import { ownOrigin } from '@/lib/regeneration/own-origin'
import { SECRET_HEADER } from '@/lib/regeneration/revalidation'
import type { Category } from '../schemas'

/**
 * A change this instance found by itself (a timed reload, no webhook), told to its own webhook
 * as a marketer would: the pages of the changed lines are marked stale and regenerated, so none
 * keeps linking to a product that is gone. Marking pages stale needs a request of Next's, hence
 * the call. Without a secret the webhook is off, and the pages follow by their own age.
 */
export async function announceChange(lines: readonly Category[]): Promise<void> {
  const { REVALIDATE_SECRET } = env()
  if (!REVALIDATE_SECRET || lines.length === 0) return
  try {
    const response = await fetch(`${ownOrigin()}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: REVALIDATE_SECRET },
      body: JSON.stringify({ categories: lines }),
      signal: AbortSignal.timeout(30_000),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    logEvent('error', 'catalogue.snapshot_failed', { reason: `the change in ${lines.join(', ')} could not be announced: ${String(error)}` })
  }
}
