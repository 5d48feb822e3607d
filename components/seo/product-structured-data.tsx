import { company } from '@/content/company/identity'
import { productLabels } from '@/content/product-labels'
import { productLineNames } from '@/content/product-lines'
import type { DetailCategory, Product } from '@/lib/catalogue/schemas'
import { env } from '@/lib/server/env'
import { lineRoute, productRoute } from '@/lib/navigation/routes'
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from './json-ld'

/** A product page's Product and BreadcrumbList structured data. */
export function ProductStructuredData({ product, category }: { product: Product; category: DetailCategory }) {
  const { SITE_URL } = env()
  const trail = [
    { name: productLabels.breadcrumbHome, path: '/' },
    { name: productLineNames[category], path: lineRoute(category) },
    { name: product.name, path: productRoute(category, product.slug) },
  ]
  return (
    <>
      <JsonLd data={productJsonLd({ product, category, lineName: productLineNames[category], companyName: company.name }, SITE_URL)} />
      <JsonLd data={breadcrumbJsonLd(trail, SITE_URL)} />
    </>
  )
}
