import type { Category } from '@/lib/catalogue/schemas'
import { gridLines, gridPageRequest, itemsForPage } from '@/lib/navigation/grid-pages'

/** Whether lines hold at least this many products together, as the catalogue snapshot knows. */
type Holds = (lines: readonly Category[], count: number) => Promise<boolean>

/**
 * Whether a path under a grid's /page/ names a page its list has (its lines hold a product for
 * it), so a made-up page, one past the last or spelt otherwise than the site writes it, gets the
 * 404 before anything is rendered, fetched or stored. Null for every other path.
 */
export async function gridPageExists(pathname: string, holds: Holds): Promise<boolean | null> {
  const request = gridPageRequest(pathname)
  if (request === null) return null
  if (request === 'invalid') return false
  return holds(gridLines[request.list], itemsForPage(request.page))
}
