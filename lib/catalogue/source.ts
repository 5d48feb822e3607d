import type { ProductSlice } from './product-page'
import type { LineReport } from './report/findings'
import type { Category, Logo, LogoKind, ProductCard } from './schemas'
import type { SearchDocument } from './search-document'

/**
 * The catalogue as the pages see it, whether it comes from upstream or from the embedded copy.
 * Every method answers `null` when the data could not be loaded at all, so a page can render
 * that section empty (and a client island can retry); an empty list means there is nothing.
 */
/**
 * A line's cards and search documents, as the site shows them, and its report (what was refused
 * or changed, and why; absent where nothing was checked); `fresh` is false for a last good copy.
 */
export type LoadedLine = { cards: ProductCard[]; documents: SearchDocument[]; report?: LineReport; fresh: boolean; pages?: string[] }

export interface CatalogueSource {
  /**
   * A line as it is now, past every cache, each item checked once (lib/catalogue/report, images
   * against `hosts`): its cards, its search documents (key features and model labels) and its
   * report. `keep`: keep it as the last good copy, and answer that copy when the source fails
   * (`fresh: false`); a preview keeps nothing.
   */
  loadLine(category: Category, options: { keep: boolean; hosts: readonly string[] }): Promise<LoadedLine | null>
  /**
   * The fetch call, kept as its product page needs it: the product with this slug (and this
   * `_id`, where upstream lists the slug twice) and its related products.
   */
  fetchProduct(slug: string, category: Category, id?: string): Promise<ProductSlice | null>
  listLogos(kind: LogoKind): Promise<Logo[] | null>
}
