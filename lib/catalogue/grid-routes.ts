import 'server-only'
import { type GridItem, gridLines, gridPageOf, type PagedList, pagedLists, prerenderedPages } from '@/lib/navigation/grid-pages'
import { pageCount, pageItems } from '@/lib/navigation/pagination'
import { getProductCards } from '.'

/** Every product a grid shows, in its order, each with the line it is listed in; null when no line could be loaded. */
export async function gridItems(list: PagedList): Promise<GridItem[] | null> {
  const lines = gridLines[list]
  const lists = await Promise.all(lines.map((line) => getProductCards(line)))
  if (lists.every((cards) => cards === null)) return null
  return lists.flatMap((cards, index) => (cards ?? []).map((card, position) => ({ card, line: lines[index]!, position })))
}

export type GridRoute = { list: PagedList; page: number; count: number; items: GridItem[] }

/**
 * A later page of a grid (/products/<list>/page/<n>): its items and the grid's page count.
 * Undefined, for the route to answer 404, for a list or page that cannot exist or is past the
 * last; null when the catalogue could not be reached.
 */
export async function loadGridRoute(params: Promise<{ category: string; page: string }>): Promise<GridRoute | undefined | null> {
  const { category, page } = await params
  const request = gridPageOf(category, page)
  if (request === 'invalid') return undefined
  const items = await gridItems(request.list)
  if (!items) return null
  const count = pageCount(items.length)
  if (request.page > count) return undefined
  return { ...request, count, items: pageItems(items, request.page) }
}

/** The later pages rendered at build: the first few of each grid; the route renders the rest when first asked. */
export async function prerenderedGridParams(): Promise<{ category: string; page: string }[]> {
  const lists = await Promise.all(pagedLists.map(async (list) => ({ list, total: (await gridItems(list))?.length ?? 0 })))
  return lists.flatMap(({ list, total }) => prerenderedPages(total).map((page) => ({ category: list, page: String(page) })))
}
