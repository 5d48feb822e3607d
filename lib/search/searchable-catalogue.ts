import { type Category, isDetailCategory, type ProductCard } from '@/lib/catalogue/schemas'
import type { SearchDocument } from '@/lib/catalogue/search-document'
import { lineRoute, productRoute } from '@/lib/navigation/routes'
import type { Searchable } from './term-index'

/** A product a search can answer: the card its result shows and the line it is listed under. */
export type Found = { line: Category; card: ProductCard }

export type SearchableCatalogue = { products: Found[]; searchable: Searchable[] }

export type LineForSearch = { line: Category; cards: readonly ProductCard[]; documents: readonly SearchDocument[] }

/**
 * Every product of the lines, with the words a search looks through: its name, its partner tags
 * and upstream's brand line, and from its search document its key features and model labels.
 * A product of a line with detail pages whose own type names another line is left out, as the
 * site leaves its page out (no link of a result may be a 404). The card keeps what a result shows:
 * not the short description.
 */
export function searchableCatalogue(lines: readonly LineForSearch[]): SearchableCatalogue {
  const products: Found[] = []
  const searchable: Searchable[] = []
  for (const { line, cards, documents } of lines) {
    const bySlug = new Map(documents.map((document) => [document.slug, document]))
    for (const card of cards) {
      if (isDetailCategory(line) && card.productType && card.productType !== line) continue
      const document = bySlug.get(card.slug)
      products.push({ line, card: { ...card, shortDescription: '' } })
      searchable.push({
        name: card.name,
        partners: card.category ? [...card.tradingPartner, card.category] : card.tradingPartner,
        keyFeatures: document?.keyFeatures ?? [],
        models: document?.models ?? [],
      })
    }
  }
  return { products, searchable }
}

/** Where a result links: its product page, or for a traded item (which has none) its line's list. */
export function resultHref({ line, card }: Found): string {
  return isDetailCategory(line) ? productRoute(line, card.slug) : lineRoute(line)
}
