import type { Metadata } from 'next'
import type { DetailCategory, Product } from '@/lib/catalogue/schemas'
import { plainText } from '@/lib/html'
import { truncate } from '@/lib/truncate'

/** A detail page's title and description; an unavailable product is not indexed. */
export function productMetadata(category: DetailCategory, product: Product | undefined): Metadata {
  if (!product) return { robots: { index: false, follow: true } }
  const description = truncate(product.shortDescription || plainText(product.description), 160)
  return {
    title: product.name,
    description,
    alternates: { canonical: `/products/${category}/${product.slug}` },
  }
}
