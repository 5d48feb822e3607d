import type { Category, Product } from './schemas'

export type ProductPage = { product: Product; related: Product[] }

/**
 * The rule for a detail page: of the fetch answer, the product whose slug equals the
 * route slug is shown and the rest are Related Products. A product of another line is not
 * shown under this one, so every product has exactly one URL.
 */
export function toProductPage(fetched: Product[], slug: string, category: Category): ProductPage | undefined {
  const product = fetched.find((item) => item.slug === slug)
  if (!product || (product.productType && product.productType !== category)) return undefined
  return { product, related: fetched.filter((item) => item !== product && item.slug !== slug) }
}
