import type { ProductSlice } from './product-page'
import type { Category, Logo, LogoKind, ProductCard } from './schemas'
import type { SearchDocument } from './search-document'

/**
 * The catalogue as the pages see it, whether it comes from upstream or from the embedded copy.
 * Every method answers `null` when the data could not be loaded at all, so a page can render
 * that section empty (and a client island can retry); an empty list means there is nothing.
 */
export interface CatalogueSource {
  /** A line's products as cards. `uncached`: past Next's data cache, for callers outside a page render. */
  listCards(category: Category, options?: { uncached?: boolean }): Promise<ProductCard[] | null>
  /** The same list as the search index reads it beside the cards: key features and model labels. */
  listSearchDocuments(category: Category): Promise<SearchDocument[] | null>
  /** The fetch call, kept as its product page needs it: the product with this slug and its related products. */
  fetchProduct(slug: string, category: Category): Promise<ProductSlice | null>
  listLogos(kind: LogoKind): Promise<Logo[] | null>
}
