import { random } from './payloads'
import { get, productPath } from './shots'
import type { Context, Phase } from './types'

/**
 * The requests of the rows about what a cache keeps and what nginx spends on a miss (rows 12 to
 * 15): cookie spellings, cache-busting queries and encodings, encoded paths. Like phases.ts,
 * nothing here starts a server or measures.
 */

/** Ways to name Next's draft-mode cookie that no browser sends; the attacker has no preview id. */
const cookieSpellings: readonly string[] = [
  'a=1;\t__prerender_bypass=1',
  '__prerender_bypass\t=1',
  'a=1; __prerender_bypass =1',
  'a=1; \t __prerender_bypass \t= 1',
  '__prerender_bypass=1',
  'a=1;__prerender_bypass=x',
]

/**
 * 12. Every product page asked with an odd spelling of the preview cookie, then by a plain
 * visitor: a spelling that put noindex on the public page, kept by a cache, would reach the
 * visitor.
 */
export const cookiePoisoning = (rounds: number): Phase[] => [
  {
    name: 'odd spellings of the preview cookie',
    count: rounds * cookieSpellings.length * 25,
    expect: [200],
    make: (index, c) => get(c.pages[index % c.pages.length]!, { cookie: cookieSpellings[index % cookieSpellings.length]! }),
  },
  { name: 'a plain visitor after them', count: 25, expect: [200], make: (index, c) => get(c.pages[index % c.pages.length]!) },
]

/** 13. The product page with a query no page reads, new each time. */
export const bustingQueries = (count: number): Phase[] => [
  {
    name: 'the product page with ?v=<random>',
    count,
    expect: [200],
    make: (_, c) => get(`${productPath(c)}?v=${random()}`, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
  },
]

/** 14. The product page asking for brotli in a spelling of its own each time. */
export const bustingEncodings = (count: number): Phase[] => [
  {
    name: 'the product page with Accept-Encoding: br, x<random>',
    count,
    expect: [200],
    make: (_, c) => get(productPath(c), { 'accept-encoding': `br, x${random(4)}` }),
  },
]

/** 15. Paths of every kind of route with one letter percent-encoded: each must redirect to its one spelling. */
const encodedPaths = (c: Context): readonly string[] => {
  const product = productPath(c)
  const last = product.at(-1)!
  return [
    '/contac%74',
    '/brand%73',
    '/products/%61c',
    `${product.slice(0, -1)}%${last.charCodeAt(0).toString(16)}`,
    `${product}/opengraph-imag%65`,
    '/about/histor%79',
    '/api/%68ealth',
    '/api/%72evalidate',
    '/sitemap.xm%6c',
    '/robots.tx%74',
    '/icon.sv%67',
  ]
}
/** Through nginx, a 429 is its limit of misses per client meeting a run of them (each odd path is one). */
export const encodedLetters = (count: number, target: 'next' | 'nginx'): Phase[] => [
  {
    name: 'a letter of the path percent-encoded',
    count,
    expect: target === 'nginx' ? [308, 429] : [308],
    make: (index, c) => get(encodedPaths(c)[index % encodedPaths(c).length]!),
  },
]
