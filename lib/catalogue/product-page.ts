import { RELATED_LIMIT } from '@/lib/product/related-products'
import type { Wanted } from './list-stream'
import { parseItem } from './parse'
import { toProductCard } from './product-card'
import { type Category, type Product, type ProductCard, ProductSchema } from './schemas'

/**
 * What a product page keeps of the fetch answer: the product (absent when the answer has no
 * product with the slug) and its Related Products as cards. Bounded whatever the line's length,
 * so it is one small data-cache item.
 */
export type ProductSlice = { product?: Product; related: ProductCard[] }

export type ProductPage = { product: Product; related: ProductCard[] }

/**
 * The rule for a detail page, applied to the fetch answer item by item as it streams in: the
 * product whose slug equals the route slug is shown, and the first `RELATED_LIMIT` other products
 * in the answer's order (upstream's order of the line) are its Related Products, the same ones
 * on every render. `add` answers 'enough' once it has both, so the rest of the answer, the rest
 * of a line of thousands, is never read. Invalid items are skipped: the line's report names them.
 * With `id`, the product is the item with that `_id` among those with the slug: the one the
 * catalogue report shows where upstream lists the slug twice (a later item is read on for it).
 */
export function productSliceReader(slug: string, limit = RELATED_LIMIT, id?: string) {
  let product: Product | undefined
  const related: ProductCard[] = []
  let index = 0
  return {
    add(raw: unknown): Wanted {
      const parsed = parseItem(ProductSchema, raw, index++)
      if ('problem' in parsed) return 'more'
      if (parsed.item.slug === slug) {
        if (id === undefined || parsed.item._id === id) product ??= parsed.item
      } else if (related.length < limit) related.push(toProductCard(parsed.item))
      return product && related.length >= limit ? 'enough' : 'more'
    },
    slice: (): ProductSlice => ({ product, related: [...related] }),
  }
}

/** The same rule over a list already in memory (the embedded catalogue, a kept copy). */
export function productSliceOf(items: readonly unknown[], slug: string, id?: string): ProductSlice {
  const reader = productSliceReader(slug, RELATED_LIMIT, id)
  for (const item of items) if (reader.add(item) === 'enough') break
  return reader.slice()
}

/** The page of a slice; undefined (a 404) without the product, or for a product of another line, so every product has one URL. */
export function toProductPage({ product, related }: ProductSlice, category: Category): ProductPage | undefined {
  if (!product || (product.productType && product.productType !== category)) return undefined
  return { product, related }
}
