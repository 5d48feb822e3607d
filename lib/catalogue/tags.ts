import type { Category, LogoKind } from './schemas'

/**
 * The cache tags. Every upstream answer is tagged with them, and the revalidation
 * webhook invalidates by them, so one edit regenerates only the pages that show what changed.
 */
export const tags = {
  allProducts: 'products',
  category: (category: Category) => `products:${category}`,
  product: (slug: string) => `product:${slug}`,
  logos: (kind: LogoKind) => `logos:${kind}`,
} as const

/** The tags of a line's list: every product, and the line's own. */
export const listTags = (category: Category): string[] => [tags.allProducts, tags.category(category)]
