import { LRUCache } from 'lru-cache'
import { GRID_PAGE_SIZE } from '@/lib/navigation/pagination'
import { PREFIX_FROM, queryTerms, typoAllowance } from './query'
import { type Searchable, TermIndex } from './term-index'
import { bestPositions } from './top-positions'

/** At most this many results a query: 20 pages of 12, the best first. */
export const MAX_RESULTS = 240
/**
 * A term found as typed in fewer products than fill a results page also looks for the terms it
 * starts (`inver`: inverter) and near spellings (`invertor`); one found in more is looked up as
 * typed only, so a common word never pays for, nor is drowned by, its neighbours.
 */
export const FEW_EXACT = GRID_PAGE_SIZE
/**
 * At most this many neighbouring terms a term looks up, the nearest first and of those the most
 * common: a short prefix (`000`) can start hundreds.
 */
export const MAX_NEIGHBOURS = 16
/** At most this many words starting with a prefix are read (the first the tree holds), however many codes share it. */
const MAX_PREFIX_SCAN = 256
/**
 * At most this many words of a query look for near spellings (the first in sorted order): each
 * look-up walks the terms' tree, a few milliseconds in a dense vocabulary, and a visitor's query
 * rarely carries more typos.
 */
export const MAX_TYPO_WORDS = 3
/** Queries whose results are kept, per index: the popular ones and the pages of a recent one are answered at once. */
export const CACHED_QUERIES = 500
/** MiniSearch's weights for a neighbouring term, so results rank as they did with it. */
const weights = { prefix: 0.375, typo: 0.45 }

export type Matches = {
  /** Positions of the matching products in the list the engine was built from, best first, at most `MAX_RESULTS`. */
  positions: number[]
  /** More products matched than `MAX_RESULTS`. */
  more: boolean
}

type Lookup = { id: number; weight: number }

/**
 * A product's score for a query is, as MiniSearch computes it, the sum over the query's terms of
 * each term's (and its neighbours', weighted) BM25+ score, times how many of the terms it holds.
 * Each term's scores are ready in the index, so a query's work is bounded: at most `MAX_TERMS`
 * terms, each looking up itself and at most `MAX_NEIGHBOURS` neighbours (found among at most
 * `MAX_PREFIX_SCAN` words of a prefix, and by at most `MAX_TYPO_WORDS` typo look-ups a query),
 * each adding at most one score per product. About 60 ms of MiniSearch's scoring of six common
 * words at 20,000 products became about 1.
 */
export class SearchEngine {
  /** The least recently asked query is the first evicted. */
  private readonly cache = new LRUCache<string, Matches>({ max: CACHED_QUERIES })
  private readonly sums: Float64Array
  private readonly held: Uint8Array
  private readonly seenIn: Uint32Array
  private readonly touched: Int32Array
  private query = 0

  private constructor(
    private readonly index: TermIndex,
    size: number,
  ) {
    this.sums = new Float64Array(size)
    this.held = new Uint8Array(size)
    this.seenIn = new Uint32Array(size)
    this.touched = new Int32Array(size)
  }

  /** Indexes the products in chunks, yielding between them, so a rebuild never holds the server up for long. */
  static async build(products: readonly Searchable[]): Promise<SearchEngine> {
    return new SearchEngine(await TermIndex.build(products), products.length)
  }

  /**
   * The products matching the query text, best first; the same terms in any order, case or
   * width are one query, and one entry of the cache. `cached: false` looks it up even when it
   * was recently answered (to measure the look-up).
   */
  search(text: string, { cached: useCache = true }: { cached?: boolean } = {}): Matches {
    const terms = queryTerms(text)
    const key = terms.join(' ')
    const cached = useCache ? this.cache.get(key) : undefined
    if (cached) return cached
    const matches = this.lookUp(terms)
    this.cache.set(key, matches)
    return matches
  }

  /** The term as typed and, when it alone finds few products, its nearest neighbours (near spellings only while `typos` allows). */
  private lookups(term: string, typos: { left: number }): Lookup[] {
    const id = this.index.id(term)
    const exact = id === undefined ? [] : [{ id, weight: 1 }]
    if (id !== undefined && this.index.count(id) >= FEW_EXACT) return exact
    const prefixed = Array.from(term).length >= PREFIX_FROM ? this.index.startingWith(term, MAX_PREFIX_SCAN) : []
    const starts = new Set(prefixed.map((found) => found.id))
    const allowance = typos.left > 0 ? typoAllowance(term) : 0
    if (allowance > 0) typos.left--
    const misspelt = allowance > 0 ? this.index.within(term, allowance).filter((found) => !starts.has(found.id)) : []
    const nearest = [...prefixed, ...misspelt]
      .sort((a, b) => a.distance - b.distance || this.index.count(b.id) - this.index.count(a.id))
      .slice(0, MAX_NEIGHBOURS)
    return [
      ...exact,
      ...nearest.map(({ id, term, distance }) => ({
        id,
        weight: starts.has(id)
          ? (weights.prefix * term.length) / (term.length + 0.3 * distance)
          : (weights.typo * term.length) / (term.length + distance),
      })),
    ]
  }

  private lookUp(terms: readonly string[]): Matches {
    // A number per query marks the products it touched, so nothing is cleared between queries.
    this.query = this.query === 0xffffffff ? 1 : this.query + 1
    if (this.query === 1) this.seenIn.fill(0)
    let touched = 0
    const typos = { left: MAX_TYPO_WORDS }
    terms.forEach((term, bit) => {
      for (const { id, weight } of this.lookups(term, typos)) {
        const { positions, scores } = this.index.postings(id)
        for (let at = 0; at < positions.length; at++) {
          const position = positions[at]!
          if (this.seenIn[position] !== this.query) {
            this.seenIn[position] = this.query
            this.sums[position] = 0
            this.held[position] = 0
            this.touched[touched++] = position
          }
          this.sums[position]! += weight * scores[at]!
          this.held[position]! |= 1 << bit
        }
      }
    })
    for (let at = 0; at < touched; at++) {
      const position = this.touched[at]!
      this.sums[position]! *= termsHeld(this.held[position]!)
    }
    return { positions: bestPositions(this.touched.subarray(0, touched), this.sums, MAX_RESULTS), more: touched > MAX_RESULTS }
  }
}

/** How many of the query's terms a product holds (bits set). */
function termsHeld(bits: number): number {
  let count = 0
  for (let rest = bits; rest > 0; rest >>= 1) count += rest & 1
  return count
}
