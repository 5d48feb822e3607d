import type { ProductSlice } from './product-page'
import type { Category, Logo, LogoKind, ProductCard } from './schemas'
import type { SearchDocument } from './search-document'

/**
 * The catalogue as the pages see it, whether it comes from upstream or from the embedded copy.
 * Every method answers `null` when the data could not be loaded at all, so a page can render
 * that section empty (and a client island can retry); an empty list means there is nothing.
 */
/**
 * A line's cards and search documents; `fresh` is false for a last good copy. `pages`, on a line
 * read from the source now, is each card's page hash (./page-hash.ts) in the cards' order; it
 * is outside the snapshot's digest, so an edit only a product's own page shows moves no list.
 */
export type LoadedLine = { cards: ProductCard[]; documents: SearchDocument[]; fresh: boolean; pages?: string[] }

export interface CatalogueSource {
  /**
   * A line as it is now, past every cache: its cards and its search documents (key features and
   * model labels). `keep`: keep it as the last good copy, and answer that copy when the source
   * fails (`fresh: false`); a preview keeps nothing.
   */
  loadLine(category: Category, options: { keep: boolean }): Promise<LoadedLine | null>
  /** The fetch call, kept as its product page needs it: the product with this slug and its related products. */
  fetchProduct(slug: string, category: Category): Promise<ProductSlice | null>
  listLogos(kind: LogoKind): Promise<Logo[] | null>
}
