import 'server-only'
import { getProductPage, getProductCards } from '.'
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
