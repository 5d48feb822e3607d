import { type Category, CategorySchema, type DetailCategory, detailCategories, LogoKindSchema, SlugSchema } from '@/lib/catalogue/schemas'
import { tags as cacheTags } from '@/lib/catalogue/tags'
import { ownBrandLines } from '@/lib/product/related-products'

/**
 * After a webhook call, the pages to render again at once, so that their next visitor gets the
 * new page from the cache. Each tag is turned into the pages whose data it names, as the pages
 * load it: a product's page carries its own tag and its line's (its answer lists the line's
 * other products); a landing, /brands and the enquiry pages read line lists; the home page and
 * /products/all read the two logo lists and no product data.
 *
 * Bounded: at most `limit` pages a call, the most wanted first (the products named one by one,
 * then the pages showing a list, then the other products of a line). A page left out, like an
 * enquiry page or a sitemap, is served stale and rendered again behind its next visitor.
 */
const MAX_REGENERATED_PAGES = 50

/** The known product slugs of each line with detail pages, as far as they were loaded. */
export type LineSlugs = Partial<Record<DetailCategory, readonly string[]>>

type ParsedTag = { kind: 'all' } | { kind: 'line'; line: Category } | { kind: 'product'; slug: string } | { kind: 'logos'; page: string }

const logoPages: Record<string, string> = { 'happy-customer': '/', 'channel-partner': '/products/all' }
const landings = (line: Category): string[] => (line === 'trading' ? ['/products/trading', '/products/others'] : [`/products/${line}`])
const isDetailLine = (line: Category): line is DetailCategory => (detailCategories as readonly string[]).includes(line)

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
 * Which lines' slug lists `regenerationPaths` still needs, given those loaded: first the lines the
 * tags name; then, only for a product not found in those, every other line (a product tag does
 * not say its line). Empty once nothing more is needed, so a caller loads until it is.
 */
export function linesToLoad(revalidated: readonly string[], loaded: LineSlugs): DetailCategory[] {
  const parsed = revalidated.map(parseTag).filter((tag) => tag !== undefined)
  const missing = (line: DetailCategory) => loaded[line] === undefined
  const named = [...new Set(parsed.flatMap(linesOf))].filter(isDetailLine).filter(missing)
  if (named.length > 0) return named
  const known = (slug: string) => detailCategories.some((line) => loaded[line]?.includes(slug))
  const unplaced = parsed.some((tag) => tag.kind === 'product' && !known(tag.slug))
  return unplaced ? detailCategories.filter(missing) : []
}

/** The pages to regenerate for these revalidated tags, most wanted first, without repeats. */
export function regenerationPaths(revalidated: readonly string[], lines: LineSlugs, limit = MAX_REGENERATED_PAGES): string[] {
  const parsed = revalidated.map(parseTag).filter((tag) => tag !== undefined)
  const listLines = [...new Set(parsed.flatMap(linesOf))]
  const productPage = (line: DetailCategory, slug: string) => `/products/${line}/${slug}`

  const named = parsed.flatMap((tag) => {
    if (tag.kind !== 'product') return []
    const line = detailCategories.find((candidate) => lines[candidate]?.includes(tag.slug))
    return line ? [productPage(line, tag.slug)] : []
  })
  const lists = [
    ...listLines.flatMap(landings),
    ...(listLines.some((line) => (ownBrandLines as readonly Category[]).includes(line)) ? ['/brands'] : []),
    ...parsed.flatMap((tag) => (tag.kind === 'logos' ? [tag.page] : [])),
  ]
  const lineProducts = listLines.filter(isDetailLine).flatMap((line) => (lines[line] ?? []).map((slug) => productPage(line, slug)))
  return [...new Set([...named, ...lists, ...lineProducts])].slice(0, limit)
}
