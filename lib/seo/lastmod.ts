import type { Category } from '@/lib/catalogue/schemas'
import type { FirstSeenTimes } from '@/lib/catalogue/snapshot/first-seen'
import { type GridItem, pagedLists, type PagedList } from '@/lib/navigation/grid-pages'
import { pageCount, pageItems } from '@/lib/navigation/pagination'
import { gridPageRoute, lineRoute } from '@/lib/navigation/routes'
import type { SitemapEntry } from './sitemap'

/** A product as the sitemap places it: the line it is listed in and its slug. */
export type Listed = { line: Category; slug: string }

/**
 * The latest first-seen time of these products: when the newest content among them appeared.
 * Undefined when any is unknown (the one left out could be the latest) or there are none: the
 * sitemap then says nothing rather than a time that may be wrong.
 */
export function latestOf(products: readonly Listed[], times: FirstSeenTimes | null): number | undefined {
  if (!times || products.length === 0) return undefined
  let latest = -Infinity
  for (const { line, slug } of products) {
    const time = times[line].get(slug)
    if (time === undefined) return undefined
    latest = Math.max(latest, time)
  }
  return latest
}

const listed = (items: readonly GridItem[]): Listed[] => items.map(({ card, line }) => ({ line, slug: card.slug }))

/**
 * Each grid's pages with their lastmod: the first page (the list's own URL: a line's landing,
 * /products/others, /products/all) the latest of every product of the list, since the list's
 * count and page links show them all; each later page the latest of the products it lists.
 * /products/trading is the trading landing, over the same items as /products/others.
 */
export function gridEntries(grids: Readonly<Record<PagedList, readonly GridItem[]>>, times: FirstSeenTimes | null): SitemapEntry[] {
  return pagedLists.flatMap((list) => {
    const items = grids[list]
    const later = Array.from({ length: pageCount(items.length) - 1 }, (_, index) => {
      const page = index + 2
      return { path: gridPageRoute(list, page), lastModified: latestOf(listed(pageItems(items, page)), times) }
    })
    const whole = latestOf(listed(items), times)
    const first = [{ path: lineRoute(list), lastModified: whole }]
    if (list === 'others') first.push({ path: lineRoute('trading'), lastModified: whole })
    return [...first, ...later]
  })
}
