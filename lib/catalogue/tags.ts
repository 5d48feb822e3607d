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
