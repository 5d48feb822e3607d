import 'server-only'
import { notFound } from 'next/navigation'
import { getProductPage, getProducts } from '.'
import { type DetailCategory, detailCategories, SlugSchema } from './schemas'

const detailCategorySet = new Set<string>(detailCategories)

/** Every detail page the lists know about, prerendered at build. */
export async function detailPageParams(): Promise<{ category: DetailCategory; slug: string }[]> {
  const lists = await Promise.all(detailCategories.map(async (category) => ({ category, products: (await getProducts(category)) ?? [] })))
  return lists.flatMap(({ category, products }) => products.map((product) => ({ category, slug: product.slug })))
}

/**
 * The product of a detail route, or a real 404 for a category or slug that cannot exist
 * (checked before any upstream call) and for a product upstream does not know. `page` is null
 * when the catalogue could not be reached.
 */
export async function loadDetailRoute(params: Promise<{ category: string; slug: string }>) {
  const { category, slug } = await params
  if (!detailCategorySet.has(category) || !SlugSchema.safeParse(slug).success) notFound()
  const page = await getProductPage(category as DetailCategory, slug)
  if (page === undefined) notFound()
  return { category: category as DetailCategory, page }
}
