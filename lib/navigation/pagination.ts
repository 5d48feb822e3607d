/**
 * Paging of long lists (a line's product grid, search results): which items a page shows,
 * how many pages there are, and which page numbers its links name. Page 1 is the list's own
 * URL; later pages have their own, so each page is a static, cacheable document.
 */

/**
 * Cards on one page of a grid: a multiple of 2, 3 and 4, so every full page fills its rows. 12,
 * not 24: every card is written twice (the HTML and the inline payload that hydrates it, about
 * 3.9 kB together), and the fan landing's first page, with its own 75 kB of featured fan,
 * explainer, calculator and FAQ, must stay under 150 kB (docs/performance.md).
 */
export const GRID_PAGE_SIZE = 12

/** Pages a list of `total` items fills; an empty list still has its first page. */
export function pageCount(total: number, size: number = GRID_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The items page `page` (from 1) shows. */
export function pageItems<T>(items: readonly T[], page: number, size: number = GRID_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size)
}

/**
 * A page number as a URL segment names it: digits only, no leading zero, 2 or more (page 1
 * is the list's own URL, so `/page/1` would be a second address of it). Anything else is
 * `undefined`, which a route answers with a 404.
 */
export function parsePageNumber(segment: string): number | undefined {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return undefined
  const page = Number(segment)
  return page >= 2 ? page : undefined
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap' }

/**
 * The page numbers a page links to, in order, with a gap wherever numbers are skipped. The
 * pages fall into blocks of about √count pages; every page links to the first page of each
 * block and to every page of its own block (and the last page). So any page is two clicks from
 * any other, the first of them included, however long the list: at 20,000 products, 1,667
 * pages of 12, a page links to about 84 others. Lists of up to 9 pages link every page.
 */
export function pageLinks(current: number, count: number): PageLink[] {
  const block = count <= 9 ? count : Math.ceil(Math.sqrt(count))
  const ownStart = current - ((current - 1) % block)
  const shown = new Set([count, current - 1, current + 1].filter((page) => page >= 1 && page <= count))
  for (let start = 1; start <= count; start += block) shown.add(start)
  for (let page = ownStart; page < ownStart + block && page <= count; page++) shown.add(page)
  const pages = [...shown].sort((a, b) => a - b)
  return pages.flatMap((page, index): PageLink[] => {
    const before = pages[index - 1]
    return before !== undefined && page - before > 1 ? [{ kind: 'gap' }, { kind: 'page', page }] : [{ kind: 'page', page }]
  })
}
