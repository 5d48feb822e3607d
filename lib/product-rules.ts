import type { Category, Model, Product } from './catalogue/schemas'

/** A card shows its first extra image on hover, or stays on the cover when there is none. */
export function hoverImage(images: Product['images']): string {
  return images.more[0] ?? images.cover
}

export const marketplaces = [
  { field: 'amazonLink', name: 'Amazon' },
  { field: 'flipkartLink', name: 'Flipkart' },
  { field: 'gemLink', name: 'GeM' },
] as const
export type Marketplace = (typeof marketplaces)[number]['name']

/** One button per marketplace whose link is not an empty string. */
export function marketplaceLinks(product: Pick<Product, 'amazonLink' | 'flipkartLink' | 'gemLink'>) {
  return marketplaces.flatMap(({ field, name }) => (product[field] ? [{ name, href: product[field] }] : []))
}

export type ModelTable = { headers: string[]; rows: { id: string; label: string; cells: string[] }[] }

/**
 * The model table: headers from the first model's column1 values, one row per model of its
 * column2 values, in that order. No models, no table.
 */
export function modelTable(models: Model[]): ModelTable | undefined {
  const [first] = models
  if (!first) return undefined
  const headers = first.details.map((detail) => detail.column1)
  return {
    headers,
    rows: models.map((model) => ({
      id: model._id,
      label: model.id,
      cells: headers.map((_, index) => model.details[index]?.column2 ?? ''),
    })),
  }
}

/**
 * How many related products a page shows: the fetch answer may hold a whole product line, and a
 * page of hundreds of cards would be slow to send and to read.
 */
export const RELATED_LIMIT = 8

/** Related Products: always shown on light and solar pages, elsewhere only when there are some. */
export function showRelated(category: Category, related: readonly Product[]): boolean {
  return category === 'light' || category === 'solar' || related.length > 0
}

const brandLines = new Set(['sailite', 'technozen'])

/** Whether a product belongs to one of the company's own brand lines (sailite, technozen). */
export function isOwnBrand(product: Pick<Product, 'category'>): boolean {
  return brandLines.has(product.category.trim().toLowerCase())
}

/** Related cards of the company's own brand lines get the brand style; the rest the standard one. */
export function relatedCardStyle(product: Pick<Product, 'category'>): 'brand' | 'standard' {
  return isOwnBrand(product) ? 'brand' : 'standard'
}

/** Spec section 9: the featured fan shows up to 4 key points, a fan detail page up to 5. */
export const keyPointLimits = { featuredFan: 4, fanDetail: 5 } as const
