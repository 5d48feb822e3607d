import { z } from 'zod'
import { type Product, SlugSchema } from './schemas'

/**
 * What the search index needs of a product beyond its card: its key features and model labels,
 * which only the list answer carries (cards leave them out). Derived from the list call and cached
 * beside the cards, bounded so that a line of 20,000 products stays a few megabytes: at most
 * `MAX_ENTRIES` of each, each cut to `MAX_TEXT` characters.
 */
export const SearchDocumentSchema = z.object({
  slug: SlugSchema,
  keyFeatures: z.array(z.string()),
  models: z.array(z.string()),
})
export type SearchDocument = z.infer<typeof SearchDocumentSchema>

const MAX_ENTRIES = 20
const MAX_TEXT = 120

const bounded = (texts: readonly string[]) =>
  texts
    .map((text) => Array.from(text.trim()).slice(0, MAX_TEXT).join(''))
    .filter(Boolean)
    .slice(0, MAX_ENTRIES)

export function toSearchDocument(product: Product): SearchDocument {
  return { slug: product.slug, keyFeatures: bounded(product.keyFeatures), models: bounded(product.models.map((model) => model.id)) }
}
