import { Section } from '@/components/ui/section'
import type { Category, ProductCard } from '@/lib/catalogue/schemas'
import { productCarousel } from '@/lib/carousel/settings'
import { toCarouselSlide } from '@/lib/carousel/slides'
import { ProductCarousel } from './product-carousel'

/** A titled product carousel; nothing at all when there are no products. */
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
      <ProductCarousel label={title} slides={products.map((product) => toCarouselSlide(product, category, productCarousel))} />
    </Section>
  )
}
