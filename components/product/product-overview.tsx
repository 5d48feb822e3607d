import type { ReactNode } from 'react'
import type { Product } from '@/lib/catalogue/schemas'
import { ProductGallery } from './product-gallery'

/** The top of a detail page: the sticky gallery beside the product's own column. */
export function ProductOverview({ product, children }: { product: Product; children: ReactNode }) {
  return (
    <article className="container-page grid items-start gap-10 py-10 lg:grid-cols-2 lg:gap-16 lg:py-14">
      <ProductGallery name={product.name} cover={product.images.cover} more={product.images.more} />
      <div>{children}</div>
    </article>
  )
}
