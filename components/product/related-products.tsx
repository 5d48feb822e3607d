import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { productLabels } from '@/content/product-labels'
import type { DetailCategory, ProductCard } from '@/lib/catalogue/schemas'
import { showRelated } from '@/lib/product/related-products'
import { RelatedCard } from './related-card'

/** The other products of the same fetch; hidden when empty, except on light and solar pages. */
export function RelatedProducts({ products, category }: { products: ProductCard[]; category: DetailCategory }) {
  if (!showRelated(category, products)) return null
  return (
    <Section id="related-products" title={productLabels.detail.related} tone="muted" renderWhenNear>
      {products.length > 0 ? (
        <CardGrid
          columns={{ base: 2, lg: 4 }}
          items={products.map((product) => ({ key: product._id, content: <RelatedCard product={product} category={category} /> }))}
        />
      ) : (
        <p className="text-center text-slate-600">{productLabels.detail.noRelated}</p>
      )}
    </Section>
  )
}
