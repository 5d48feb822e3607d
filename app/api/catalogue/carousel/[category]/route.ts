import { getProductCards } from '@/lib/catalogue'
import { CategorySchema } from '@/lib/catalogue/schemas'
import { catalogueUnavailable, unknownList } from '@/lib/api-responses'
import { CAROUSEL_SLIDE_LIMIT, carouselFor } from '@/lib/carousel/settings'
import { toCarouselSlide } from '@/lib/carousel/slides'

/** The browser's retry when the server could not load a carousel's products (5 retries, 5000 ms apart). */
export async function GET(_: Request, { params }: RouteContext<'/api/catalogue/carousel/[category]'>) {
  const category = CategorySchema.safeParse((await params).category)
  if (!category.success) return unknownList()
  const products = await getProductCards(category.data)
  return products
    ? Response.json(
        products.slice(0, CAROUSEL_SLIDE_LIMIT).map((product) => toCarouselSlide(product, category.data, carouselFor(category.data))),
      )
    : catalogueUnavailable()
}

export const HEAD = GET
