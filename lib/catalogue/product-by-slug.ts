import 'server-only'
import { getProductCards } from '.'
import { detailCategories, type ProductCard, SlugSchema } from './schemas'

/**
 * The product with this slug in the lists of the lines that have detail pages, for a message
 * about it. Anything else (nothing, a list, a malformed or unknown slug, a catalogue out of
 * reach) is undefined, for the caller to carry on as if nothing had been asked. It reads the
 * lines' lists of cards, which the pages cache, so a made-up slug costs no upstream call of its own.
 */
export async function findDetailProduct(value: unknown): Promise<ProductCard | undefined> {
  const slug = SlugSchema.safeParse(value)
  if (!slug.success) return undefined
  const lists = await Promise.all(detailCategories.map((line) => getProductCards(line)))
  return lists.flatMap((list) => list ?? []).find((product) => product.slug === slug.data)
}
