import { Section } from '@/components/ui/section'
import type { DetailCategory, Product } from '@/lib/catalogue/schemas'
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
  products: Product[] | null
  category: DetailCategory
}) {
  if (!products || products.length === 0) return null
  return (
    <Section id={id} title={heading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} category={category} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
