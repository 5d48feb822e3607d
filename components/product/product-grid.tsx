import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import type { DetailCategory, ProductCard as Card } from '@/lib/catalogue/schemas'
import { ProductCard } from './product-card'

/** A landing's product grid; rendered only when there are products. */
export function ProductGrid({
  id,
  heading,
  products,
  category,
}: {
  id: string
  heading: string
  products: Card[] | null
  category: DetailCategory
}) {
  if (!products || products.length === 0) return null
  return (
    <Section id={id} title={heading}>
      <CardGrid
        columns={{ sm: 2, lg: 3, xl: 4 }}
        items={products.map((product) => ({ key: product._id, content: <ProductCard product={product} category={category} /> }))}
      />
    </Section>
  )
}
