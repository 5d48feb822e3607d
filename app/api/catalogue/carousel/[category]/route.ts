import { getProductCards } from '@/lib/catalogue'
import { env } from '@/lib/server/env'
import { CategorySchema } from '@/lib/catalogue/schemas'
import { catalogueUnavailable, unknownList } from '@/lib/http/api-responses'
import { CAROUSEL_SLIDE_LIMIT, carouselFor } from '@/lib/carousel/settings'
import { toCarouselSlide } from '@/lib/carousel/slides'

/**
 * The browser's retry when the server could not load a carousel's products (5 retries, 5000 ms
 * apart). The same list for every visitor, as long as a page's: shared caches (the deployment's
 * nginx) may keep it that long, so retries from many browsers during an outage cost one answer.
 * The 503 has no lifetime: the next retry asks again.
 */
export async function GET(_: Request, { params }: RouteContext<'/api/catalogue/carousel/[category]'>) {
  const category = CategorySchema.safeParse((await params).category)
  if (!category.success) return unknownList()
  const products = await getProductCards(category.data)
  return products
    ? Response.json(
        products.slice(0, CAROUSEL_SLIDE_LIMIT).map((product) => toCarouselSlide(product, category.data, carouselFor(category.data))),
        { headers: { 'cache-control': `s-maxage=${env().CATALOGUE_REVALIDATE_SECONDS}` } },
      )
    : catalogueUnavailable()
}

export const HEAD = GET
