/**
 * A visitor's search, from the URL to the words the index looks up. Everything here is bounded,
 * so no query costs more than a few short terms: the text is cut to `MAX_QUERY_LENGTH` characters,
 * the words to `MAX_TERMS`, each word to `MAX_TERM_LENGTH`.
 */
export const MAX_QUERY_LENGTH = 100
export const MAX_TERMS = 6
export const MAX_TERM_LENGTH = 32

export type SearchQuery = {
  /** The query as the page shows it and the form keeps it: cleaned, at most `MAX_QUERY_LENGTH` characters. */
  text: string
  /** Something was left out: characters past the limit, or words past `MAX_TERMS`. */
  shortened: boolean
}

/**
 * The `q` parameter as a query. Repeated, the first counts (a form sends one); control and
 * format characters (text-direction marks, zero-width spaces) count as spaces; compatibility
 * forms are folded (NFKC: full-width letters, ligatures); whitespace runs become one space.
 */
export function normaliseQuery(raw: string | string[] | undefined): SearchQuery {
  const first = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const cleaned = first
    .normalize('NFKC')
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim()
  const characters = Array.from(cleaned)
  const text = characters.slice(0, MAX_QUERY_LENGTH).join('').trimEnd()
  const shortened = characters.length > MAX_QUERY_LENGTH || new Set(tokenize(text)).size > MAX_TERMS
  return { text, shortened }
}

/**
 * The words of a text, as both the index and a query read them: compatibility forms folded
 * (NFKC), lower case, split at anything that is not a letter, digit or mark. A word joined by
 * punctuation (a model label such as `TZ-1200-ECO`) is also kept whole without it (`tz1200eco`),
 * so it is found typed either way.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = []
  for (const word of text.normalize('NFKC').toLowerCase().split(/\s+/)) {
    const parts = word.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean)
    terms.push(...parts)
    if (parts.length > 1) terms.push(parts.join(''))
  }
  return terms
}

/**
 * The terms a query looks up: its first `MAX_TERMS` distinct words, each cut to `MAX_TERM_LENGTH`,
 * in sorted order. Results do not depend on the words' order, so the same words typed in any
 * order, case or width are one query (and one entry of the results' cache).
 */
export function queryTerms(text: string): string[] {
  const terms = tokenize(text).map((term) => Array.from(term).slice(0, MAX_TERM_LENGTH).join(''))
  return [...new Set(terms)].slice(0, MAX_TERMS).sort()
}

/**
 * How many typos a term may carry and still match: none for short words, numbers and model
 * codes (a digit changed is another product), one from 4 letters, two from 8. Bounded, so the
 * look-up of near spellings stays cheap.
 */
export function typoAllowance(term: string): number {
  if (!/^\p{L}+$/u.test(term)) return 0
  const length = Array.from(term).length
  return length >= 8 ? 2 : length >= 4 ? 1 : 0
}

/** A term of at least this many characters also matches as the start of a word ('inver' finds inverters). */
export const PREFIX_FROM = 3

/**
 * The `page` parameter: absent is the first page; otherwise digits only, no leading zero, from 1
 * to 9999. Anything else (0, -1, 2.5, text, a repeated parameter) is `undefined`: a bad request.
 */
export function parseResultsPage(raw: string | string[] | undefined): number | undefined {
  if (raw === undefined) return 1
  if (typeof raw !== 'string' || !/^[1-9]\d{0,3}$/.test(raw)) return undefined
  return Number(raw)
}
