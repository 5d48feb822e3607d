import { type Category, CategorySchema, detailCategories, isDetailCategory, LogoKindSchema, SlugSchema } from '@/lib/catalogue/schemas'
import { tags as cacheTags } from '@/lib/catalogue/tags'
import { gridLines, gridsOfLine, pageOfPosition } from '@/lib/navigation/grid-pages'
import { pageCount } from '@/lib/navigation/pagination'
import { ownBrandLines } from '@/lib/product/related-products'
import { gridPageRoute, lineRoute, productRoute } from '@/lib/navigation/routes'

/**
 * After a webhook call, the pages to render again at once, so that their next visitor gets the
 * new page from the cache. Each tag is turned into the pages whose data it names, as the pages
 * load it: a product's page carries its own tag and its line's (its answer lists the line's
 * other products); a landing, /products/all, the grid pages, /brands and the enquiry pages read
 * line lists; the home page and /products/all read the logo lists.
 *
 * A change to a line can move every card of its grids from the changed product on: the pages
 * of the line's grid from the page of the first product named in the line (its first page when
 * none is), and /products/all's pages from that product's place in every product.
 *
 * Bounded: at most `limit` pages a call, the most wanted first (the products named one by one,
 * then the first pages of the lists, then the later grid pages nearest the change, then the other
 * products of a line). A page left out, like an enquiry page, a far grid page or a sitemap, is
 * served stale and rendered again behind its next visitor.
 */
const MAX_REGENERATED_PAGES = 50

/** The known product slugs of each line, in the line's order, as far as they were loaded. */
export type LineSlugs = Partial<Record<Category, readonly string[]>>

type ParsedTag = { kind: 'all' } | { kind: 'line'; line: Category } | { kind: 'product'; slug: string } | { kind: 'logos'; page: string }

const logoPages: Record<string, string> = { 'happy-customer': '/', 'channel-partner': '/products/all' }
const landings = (line: Category): string[] => (line === 'trading' ? ['/products/trading', '/products/others'] : [lineRoute(line)])

function parseTag(tag: string): ParsedTag | undefined {
  if (tag === cacheTags.allProducts) return { kind: 'all' }
  const [prefix, value = ''] = tag.split(/:(.*)/s)
  if (prefix === 'products' && CategorySchema.safeParse(value).success) return { kind: 'line', line: value as Category }
  if (prefix === 'product' && SlugSchema.safeParse(value).success) return { kind: 'product', slug: value }
  if (prefix === 'logos' && LogoKindSchema.safeParse(value).success) return { kind: 'logos', page: logoPages[value]! }
  return undefined
}

/** The lines whose product lists the tags' pages are found in. */
function linesOf(parsed: ParsedTag): Category[] {
  if (parsed.kind === 'all') return [...CategorySchema.options]
  return parsed.kind === 'line' ? [parsed.line] : []
}

/**
 * Which lines' slug lists `regenerationPaths` still needs, given those loaded: every line when a
 * line changed (the place of its products among every product's moves /products/all's pages);
 * for products named alone, first no line, then, for a product not found, every line with detail
 * pages (a product tag does not say its line). Empty once nothing more is needed, so a caller
 * loads until it is.
 */
export function linesToLoad(revalidated: readonly string[], loaded: LineSlugs): Category[] {
  const parsed = revalidated.map(parseTag).filter((tag) => tag !== undefined)
  const missing = (line: Category) => loaded[line] === undefined
  if (parsed.some((tag) => linesOf(tag).length > 0)) return CategorySchema.options.filter(missing)
  const known = (slug: string) => detailCategories.some((line) => loaded[line]?.includes(slug))
  const unplaced = parsed.some((tag) => tag.kind === 'product' && !known(tag.slug))
  return unplaced ? detailCategories.filter(missing) : []
}

/** The pages to regenerate for these revalidated tags, most wanted first, without repeats. */
export function regenerationPaths(revalidated: readonly string[], lines: LineSlugs, limit = MAX_REGENERATED_PAGES): string[] {
  const parsed = revalidated.map(parseTag).filter((tag) => tag !== undefined)
  const listLines = [...new Set(parsed.flatMap(linesOf))]

  const named = parsed.flatMap((tag) => {
    if (tag.kind !== 'product') return []
    const line = detailCategories.find((candidate) => lines[candidate]?.includes(tag.slug))
    return line ? [productRoute(line, tag.slug)] : []
  })
  const lists = [
    ...listLines.flatMap(landings),
    // The sitemap lists every product: a crawler that is its only visitor must not read it a change behind.
    ...(listLines.length > 0 ? ['/products/all', '/sitemap.xml'] : []),
    ...(listLines.some((line) => (ownBrandLines as readonly Category[]).includes(line)) ? ['/brands'] : []),
    ...parsed.flatMap((tag) => (tag.kind === 'logos' ? [tag.page] : [])),
  ]
  const namedSlugs = parsed.flatMap((tag) => (tag.kind === 'product' ? [tag.slug] : []))
  const grids = listLines.flatMap((line) => movedGridPages(line, lines, namedSlugs))
  const lineProducts = listLines.filter(isDetailCategory).flatMap((line) => (lines[line] ?? []).map((slug) => productRoute(line, slug)))
  return [...new Set([...named, ...lists, ...grids, ...lineProducts])].slice(0, limit)
}

/**
 * The later pages of each grid showing `line` that a change to it can move: from the page of the
 * first named product of the line (or the line's start) to each grid's last page.
 */
function movedGridPages(line: Category, lines: LineSlugs, namedSlugs: readonly string[]): string[] {
  const slugs = lines[line] ?? []
  const places = namedSlugs.map((slug) => slugs.indexOf(slug)).filter((place) => place >= 0)
  const first = places.length > 0 ? Math.min(...places) : 0
  return gridsOfLine(line).flatMap((list) => {
    const before = gridLines[list].slice(0, gridLines[list].indexOf(line))
    const offset = before.reduce((sum, each) => sum + (lines[each]?.length ?? 0), 0)
    const total = gridLines[list].reduce((sum, each) => sum + (lines[each]?.length ?? 0), 0)
    const pages = Array.from({ length: pageCount(total) }, (_, index) => index + 1)
    return pages.filter((page) => page >= Math.max(2, pageOfPosition(offset + first))).map((page) => gridPageRoute(list, page))
  })
}
