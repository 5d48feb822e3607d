import SearchableMap from 'minisearch/SearchableMap'
import { tokenize } from './query'

/** The words of one product a search looks through. */
export type Searchable = { name: string; partners: readonly string[]; keyFeatures: readonly string[]; models: readonly string[] }

/** A name's word counts most, then a model label, a partner tag, a key feature. */
const boost = { name: 3, models: 2, partners: 1.5, keyFeatures: 1 }
const fields = Object.keys(boost) as (keyof typeof boost)[]
/** MiniSearch's BM25+ parameters, so a product ranks as it did when MiniSearch scored it. */
const bm25 = { k: 1.2, b: 0.7, d: 0.5 }
/** Products read, or terms scored, between two yields to the event loop: a few milliseconds each. */
export const CHUNK = 250

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Where a term's products lie in the postings, and each one's score for it. */
type Postings = { positions: Int32Array; scores: Float64Array }

/**
 * Every term of the catalogue and, for each, the products holding it with the score it gives
 * each (BM25+ per field, weighted, summed over the fields), computed once at build. A search
 * then only adds up scores it finds ready: its work is the products its terms hold, never a
 * re-scoring of them. Terms are kept in MiniSearch's radix tree, for its prefix and typo look-ups.
 */
export class TermIndex {
  private constructor(
    private readonly terms: SearchableMap<number>,
    private readonly offsets: Int32Array,
    private readonly positions: Int32Array,
    private readonly scores: Float64Array,
  ) {}

  static async build(products: readonly Searchable[]): Promise<TermIndex> {
    // Per term: (product, field, count) triples, products ascending.
    const occurrences = new Map<string, number[]>()
    const lengths = new Uint16Array(products.length * fields.length)
    const totalLengths = fields.map(() => 0)
    let pairs = 0
    for (let position = 0; position < products.length; position++) {
      fields.forEach((field, fieldId) => {
        const value = products[position]![field]
        const counts = new Map<string, number>()
        for (const term of tokenize(typeof value === 'string' ? value : value.join(' '))) counts.set(term, (counts.get(term) ?? 0) + 1)
        // A field's length is its distinct terms, as MiniSearch counts it.
        lengths[position * fields.length + fieldId] = counts.size
        totalLengths[fieldId]! += counts.size
        for (const [term, count] of counts) {
          let list = occurrences.get(term)
          if (!list) occurrences.set(term, (list = []))
          if (list.at(-3) !== position) pairs++
          list.push(position, fieldId, count)
        }
      })
      if (position % CHUNK === CHUNK - 1) await yieldToEventLoop()
    }
    const averages = totalLengths.map((total) => total / Math.max(1, products.length))
    const terms = new SearchableMap<number>()
    const offsets = new Int32Array(occurrences.size + 1)
    const positions = new Int32Array(pairs)
    const scores = new Float64Array(pairs)
    let next = 0
    let id = 0
    for (const [term, list] of occurrences) {
      const inField = fields.map(() => 0)
      for (let at = 1; at < list.length; at += 3) inField[list[at]!]! += 1
      for (let at = 0; at < list.length; at += 3) {
        const [position, fieldId, count] = [list[at]!, list[at + 1]!, list[at + 2]!]
        const idf = Math.log(1 + (products.length - inField[fieldId]! + 0.5) / (inField[fieldId]! + 0.5))
        const relativeLength = lengths[position * fields.length + fieldId]! / averages[fieldId]!
        const score =
          boost[fields[fieldId]!] * idf * (bm25.d + (count * (bm25.k + 1)) / (count + bm25.k * (1 - bm25.b + bm25.b * relativeLength)))
        if (next > offsets[id]! && positions[next - 1] === position) scores[next - 1]! += score
        else {
          positions[next] = position
          scores[next++] = score
        }
      }
      terms.set(term, id)
      offsets[++id] = next
      if (id % CHUNK === 0) await yieldToEventLoop()
    }
    return new TermIndex(terms, offsets, positions, scores)
  }

  /** The id of a term as the catalogue spells it, if any product has it. */
  id(term: string): number | undefined {
    return this.terms.get(term)
  }

  /** How many products hold the term. */
  count(id: number): number {
    return this.offsets[id + 1]! - this.offsets[id]!
  }

  postings(id: number): Postings {
    const [start, end] = [this.offsets[id]!, this.offsets[id + 1]!]
    return { positions: this.positions.subarray(start, end), scores: this.scores.subarray(start, end) }
  }

  /**
   * Longer terms starting with `prefix`, each with how many characters it adds: at most `limit`
   * of them, the first the tree holds, so a prefix thousands of codes share costs no more than a few.
   */
  startingWith(prefix: string, limit: number): { term: string; id: number; distance: number }[] {
    const found: { term: string; id: number; distance: number }[] = []
    for (const [term, id] of this.terms.atPrefix(prefix)) {
      if (found.length === limit) break
      if (term.length > prefix.length) found.push({ term, id, distance: term.length - prefix.length })
    }
    return found
  }

  /** Other terms within `typos` edits (Levenshtein) of `term`, each with its distance. */
  within(term: string, typos: number): { term: string; id: number; distance: number }[] {
    return [...this.terms.fuzzyGet(term, typos)].flatMap(([found, [id, distance]]) => (distance > 0 ? [{ term: found, id, distance }] : []))
  }
}
