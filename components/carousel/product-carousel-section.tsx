import { Section } from '@/components/ui/section'
import { company } from '@/content/company/identity'
import type { Category, ProductCard } from '@/lib/catalogue/schemas'
import { CAROUSEL_SLIDE_LIMIT, productCarousel } from '@/lib/carousel/settings'
import { toCarouselSlide } from '@/lib/carousel/slides'
import { ProductCarousel } from './product-carousel'

/** A titled product carousel of the first products of a list; nothing at all when there are none. */
export function ProductCarouselSection({
  id,
  title,
  products,
  category,
}: {
  id: string
  title: string
  products: ProductCard[] | null
  category: Category
}) {
  if (!products || products.length === 0) return null
  return (
    <Section id={id} title={title}>
      <ProductCarousel
        label={title}
        brochure={company.brochure}
        slides={products.slice(0, CAROUSEL_SLIDE_LIMIT).map((product) => toCarouselSlide(product, category, productCarousel))}
      />
    </Section>
  )
}
