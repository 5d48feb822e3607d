import 'server-only'
import { getPreviewRefusals, getProductPage, getProductCards } from '.'
import type { RefusedItem } from './report/findings'
import { firstOfEachLine } from './prerendered'
import type { ProductPage } from './product-page'
import { type DetailCategory, detailCategories, isDetailCategory, SlugSchema } from './schemas'

/** Every detail page the lists know about (the sitemap's). */
export async function detailPageParams(): Promise<{ category: DetailCategory; slug: string }[]> {
  const lists = await Promise.all(
    detailCategories.map(async (category) => ({ category, products: (await getProductCards(category)) ?? [] })),
  )
  return lists.flatMap(({ category, products }) => products.map((product) => ({ category, slug: product.slug })))
}

/** The detail pages rendered at build: the first of each line; the route renders the rest when first asked. */
export const prerenderedDetailParams = async () => firstOfEachLine(await detailPageParams())

export type DetailRoute = { category: DetailCategory; page: ProductPage | null }

/**
 * The product of a detail route. Undefined, for the route to answer 404, when the category or
 * slug cannot exist (checked before any upstream call) or upstream does not know the product;
 * `page` is null when the catalogue could not be reached.
 */
export async function loadDetailRoute(params: Promise<{ category: string; slug: string }>): Promise<DetailRoute | undefined> {
  const { category, slug } = await params
  if (!isDetailCategory(category) || !SlugSchema.safeParse(slug).success) return undefined
  const page = await getProductPage(category, slug)
  return page === undefined ? undefined : { category, page }
}

/**
 * In a marketer's preview of a detail route that has no page, the items upstream lists at that
 * address and the site refuses, with their reasons; empty for visitors, who get the 404 alone.
 */
export async function refusedInPreview(params: Promise<{ category: string; slug: string }>): Promise<RefusedItem[]> {
  const { category, slug } = await params
  if (!isDetailCategory(category)) return []
  const spelled = decodedOrSame(slug)
  const refused = await getPreviewRefusals(category, spelled)
  return refused.length > 0 || spelled === slug ? refused : getPreviewRefusals(category, slug)
}

/** A slug as upstream sent it: Next may hand the segment still percent-encoded (`Fan%201200`). */
function decodedOrSame(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
