import type { ReactNode } from 'react'
import type { Product } from '@/lib/catalogue/schemas'
import { ProductGallery } from './product-gallery'

/** The top of a detail page: the sticky gallery beside the product's own column. */
export function ProductOverview({ product, children }: { product: Product; children: ReactNode }) {
  return (
    <article className="product-overview">
      <ProductGallery name={product.name} cover={product.images.cover} more={product.images.more} />
      <div>{children}</div>
    </article>
  )
}
