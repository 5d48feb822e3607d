import MiniSearch from 'minisearch'
import { matchesAsPrefix, queryTerms, tokenize, typoAllowance } from './query'

/**
 * The words of one product a search looks through. MiniSearch was chosen by measurement at
 * 20,000 products (docs/performance.md, "Search"; bench/search-engines.ts): BM25 ranking with
 * per-field weights and true edit-distance typo tolerance, within the time budget.
 */
export type Searchable = { name: string; partners: readonly string[]; keyFeatures: readonly string[]; models: readonly string[] }

/** At most this many results a query: 20 pages of 12, the best first. */
export const MAX_RESULTS = 240

/** A name's word counts most, then a model label, a partner tag, a key feature. */
const boost = { name: 3, models: 2, partners: 1.5, keyFeatures: 1 }
const fields = Object.keys(boost) as (keyof typeof boost)[]

/** Queries whose results are kept, per index: the popular ones and the pages of a recent one are answered at once. */
const CACHED_QUERIES = 500
/** Products indexed between two yields to the event loop while building: a few milliseconds each. */
const BUILD_CHUNK = 250

export type Matches = {
  /** Positions of the matching products in the list the engine was built from, best first, at most `MAX_RESULTS`. */
  positions: number[]
  /** More products matched than `MAX_RESULTS`. */
  more: boolean
}

export class SearchEngine {
  private readonly cache = new Map<string, Matches>()

  private constructor(private readonly index: MiniSearch<Searchable & { id: number }>) {}

  /** Indexes the products in chunks, yielding between them, so a rebuild never holds the server up for long. */
  static async build(products: readonly Searchable[]): Promise<SearchEngine> {
    const index = new MiniSearch<Searchable & { id: number }>({
      fields,
      storeFields: [],
      tokenize,
      // Lists are joined into one text per field; the tokenizer splits them again.
      extractField: (document, field) => {
        const value = document[field as keyof Searchable | 'id']
        return Array.isArray(value) ? value.join(' ') : value
      },
    })
    await index.addAllAsync(
      products.map((product, id) => ({ ...product, id })),
      { chunkSize: BUILD_CHUNK },
    )
    return new SearchEngine(index)
  }

  /**
   * The products matching the query text, best first; bounded in terms, typos and results.
   * `cached: false` looks it up even when it was recently answered (to measure the look-up).
   */
  search(text: string, { cached: useCache = true }: { cached?: boolean } = {}): Matches {
    const terms = queryTerms(text)
    const key = terms.join(' ')
    const cached = useCache ? this.cache.get(key) : undefined
    if (cached) {
      // Most recently used last, so the oldest is the first evicted.
      this.cache.delete(key)
      this.cache.set(key, cached)
      return cached
    }
    const hits =
      terms.length === 0
        ? []
        : this.index.search(key, {
            boost,
            // The terms are already split and bounded: each is one word here.
            tokenize: (query) => query.split(' '),
            fuzzy: (term) => typoAllowance(term) || false,
            maxFuzzy: 2,
            prefix: (term, position, all) => matchesAsPrefix(term, position, all.length),
          })
    const matches = { positions: hits.slice(0, MAX_RESULTS).map((hit) => hit.id as number), more: hits.length > MAX_RESULTS }
    this.cache.set(key, matches)
    if (this.cache.size > CACHED_QUERIES) this.cache.delete(this.cache.keys().next().value!)
    return matches
  }
}
