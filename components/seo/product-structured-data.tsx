import type { DetailCategory, Product } from '@/lib/catalogue/schemas'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, lineNames, productJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from './json-ld'

/** A product page's Product and BreadcrumbList structured data. */
export function ProductStructuredData({ product, category }: { product: Product; category: DetailCategory }) {
  const { SITE_URL } = env()
  const trail = [
    { name: 'Home', path: '/' },
    { name: lineNames[category], path: `/products/${category}` },
    { name: product.name, path: `/products/${category}/${product.slug}` },
  ]
  return (
    <>
      <JsonLd data={productJsonLd(product, category, SITE_URL)} />
      <JsonLd data={breadcrumbJsonLd(trail, SITE_URL)} />
    </>
  )
}
