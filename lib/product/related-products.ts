import type { Category, ProductCard } from '@/lib/catalogue/schemas'

/**
 * How many related products a page shows, and keeps of the fetch answer: the answer holds the
 * whole product line, and a page of hundreds of cards would be slow to send and to read.
 */
export const RELATED_LIMIT = 8

/** Related Products: always shown on light and solar pages, elsewhere only when there are some. */
export function showRelated(category: Category, related: readonly ProductCard[]): boolean {
  return category === 'light' || category === 'solar' || related.length > 0
}

const brandLines = new Set(['sailite', 'technozen'])

/** The product lines that carry the company's own brands: /brands lists their products. */
export const ownBrandLines = ['solar', 'light', 'fan'] as const satisfies readonly Category[]

/** Whether a product belongs to one of the company's own brand lines (sailite, technozen). */
export function isOwnBrand(product: Pick<ProductCard, 'category'>): boolean {
  return brandLines.has(product.category.trim().toLowerCase())
}

/** Related cards of the company's own brand lines get the brand style; the rest the standard one. */
export function relatedCardStyle(product: Pick<ProductCard, 'category'>): 'brand' | 'standard' {
  return isOwnBrand(product) ? 'brand' : 'standard'
}
