import type { Category, ProductCard } from '@/lib/catalogue/schemas'
import { GRID_PAGE_SIZE, pageCount, parsePageNumber } from '@/lib/navigation/pagination'
import { gridPageRoute, productRoute } from '@/lib/navigation/routes'

/**
 * The paged product grids and their URLs. Each line's landing shows the first page of its grid;
 * later pages are /products/<list>/page/<n>, static pages of their own. The trading items page
 * at /products/others (the trading landing at /products/trading shows its first page too), and
 * /products/all's grid of every product: every line in the order of that page's line cards, each
 * in upstream's order, so a visitor and a crawler reach every product from it.
 */
export const pagedLists = ['solar', 'fan', 'light', 'ac', 'frp', 'others', 'all'] as const
export type PagedList = (typeof pagedLists)[number]

/** A product as a grid shows it: its card, the line it is listed in (its URL, its card's design) and its place in that line (from 0). */
export type GridItem = { card: ProductCard; line: Category; position: number }

/**
 * Where a grid's card opens: the product's page, or for a trading item (which has none) the
 * page of the trading items that shows it.
 */
export function gridItemPath({ card, line, position }: GridItem): string {
  return line === 'trading' ? gridPageRoute('others', pageOfPosition(position)) : productRoute(line, card.slug)
}

/** The lines each grid shows, in order. */
export const gridLines: Readonly<Record<PagedList, readonly Category[]>> = {
  solar: ['solar'],
  fan: ['fan'],
  light: ['light'],
  ac: ['ac'],
  frp: ['frp'],
  others: ['trading'],
  all: ['solar', 'fan', 'light', 'ac', 'frp', 'trading'],
}

/** The grids that show a line's products: a change to the line moves their pages. */
export const gridsOfLine = (line: Category): PagedList[] => pagedLists.filter((list) => gridLines[list].includes(line))

/** Grid pages after the first rendered at build; the rest render on their first visit and are cached alike. */
export const PRERENDERED_GRID_PAGES = 3

/** The later pages of a grid of `total` items rendered at build. */
export function prerenderedPages(total: number): number[] {
  const last = Math.min(pageCount(total), PRERENDERED_GRID_PAGES + 1)
  return Array.from({ length: Math.max(0, last - 1) }, (_, index) => index + 2)
}

/** The page of a grid that shows the item at `position` (from 0). */
export const pageOfPosition = (position: number): number => Math.floor(position / GRID_PAGE_SIZE) + 1

/** How many items a grid needs for `page` to exist. */
export const itemsForPage = (page: number): number => (page - 1) * GRID_PAGE_SIZE + 1

/** The pages of a grid of `total` items after the first, as URLs. */
export function laterPagePaths(list: PagedList, total: number, from = 2): string[] {
  return Array.from({ length: Math.max(0, pageCount(total) - from + 1) }, (_, index) => gridPageRoute(list, from + index))
}

/**
 * The grid page a path names: `{ list, page }` for /products/<list>/page/<n> written as the site
 * writes it, 'invalid' for any other path under a list's /page/ (no such list, page 0 or 1, a
 * leading zero, text, anything after the number), null for every other path.
 */
export function gridPageRequest(pathname: string): { list: PagedList; page: number } | 'invalid' | null {
  const match = pathname.match(/^\/products\/([^/]+)\/page\/(.*)$/)
  if (!match) return null
  const [, list = '', rest = ''] = match
  return gridPageOf(list, rest)
}

/** The grid page of a route's `list` and `page` segments, or 'invalid' as `gridPageRequest` says. */
export function gridPageOf(list: string, segment: string): { list: PagedList; page: number } | 'invalid' {
  const page = parsePageNumber(segment)
  if (!(pagedLists as readonly string[]).includes(list) || page === undefined) return 'invalid'
  return { list: list as PagedList, page }
}
