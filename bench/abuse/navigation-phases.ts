import { PREFETCHED_SEGMENTS } from './context'
import { random } from './payloads'
import { get, productPath } from './shots'
import type { Context, Phase, Shot } from './types'

/**
 * The requests of the third round's rows about what nginx keeps (rows 18 and 19): the sitemap's
 * shards, and the client-side navigation payloads an attacker would poison. Like phases.ts,
 * nothing here starts a server or measures.
 */

const prefetchOf = (segment: string) => ({ 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': segment })

/** What Chromium sends: a poisoned entry is then the one a browser would be served. */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** 18. The one sitemap shard again and again, then names of it no link spells. */
const oddShardNames: readonly ((k: number) => string)[] = [
  () => '/sitemaps/00.xml',
  () => '/sitemaps/000000.xml',
  () => '/sitemaps/9999.xml',
  () => '/sitemaps/0.XML',
  () => '/sitemaps/+0.xml',
  (k) => `/sitemaps/${'0'.repeat(2 + (k % 30))}.xml`,
  (k) => `/sitemaps/${1 + k}.xml`,
]
export const sitemapShards = (repeats: number, odd: number): Phase[] => [
  { name: '/sitemaps/0.xml', count: repeats, expect: [200], make: () => get('/sitemaps/0.xml', BROWSER_ENCODING) },
  {
    name: '/sitemaps/00.xml, 000000.xml, 9999.xml and other names',
    count: odd,
    expect: [404],
    make: (index) => get(oddShardNames[index % oddShardNames.length]!(Math.floor(index / oddShardNames.length)), BROWSER_ENCODING),
  },
]

/**
 * The clean client-side navigations to the real product, as a browser sends them (with the
 * query Next asks for), interleaved with a poisoning row's requests: each must get the product's
 * payload, never HTML nor the not-found tree. Sent as another client (nginx believes the
 * header from loopback), so the attacker's spent limits never refuse them. The full payload
 * (`RSC: 1`), and the prefetches of the segments that show the product.
 */
const VISITOR = '192.0.2.19'
export const CLEAN_PHASE = 'clean navigations to the product'
const cleanSegments = ['', '/_full', '/products/$d$category/$d$slug/__PAGE__'] as const
const clean = (count: number): Phase => ({
  name: CLEAN_PHASE,
  count,
  expect: [200],
  make: (index, c) => {
    const segment = cleanSegments[index % cleanSegments.length]!
    const query = segment ? c.segmentQueries[segment]! : c.rscQuery
    const prefetch: Record<string, string> = segment ? prefetchOf(segment) : {}
    return { ...get(`${productPath(c)}${query}`, { RSC: '1', ...prefetch, 'X-Test-Client-IP': VISITOR }), keepBody: true }
  },
})

/**
 * The attacker, a client of its own. Each of its requests nginx's micro-cache does not answer
 * counts against its limit of misses (20 a second, 201 at once): past it, 429.
 */
const ATTACKER = { 'X-Test-Client-IP': '198.51.100.19' }
const poisoned = (c: Context, headers: Record<string, string | readonly string[]>): Shot =>
  get(`${productPath(c)}?_rsc=${random(3)}`, { ...BROWSER_ENCODING, ...ATTACKER, ...headers })

/**
 * 19a. `RSC: 1` sent twice (Node joins the two into "1, 1", an HTML request, where nginx's key
 * read one line), alone and with each segment prefetch: HTML kept as the product's payload.
 */
export const rscTwice = (count: number): Phase[] => [
  {
    name: 'RSC: 1 twice, alone or with a segment prefetch',
    count,
    expect: [200, 307, 429],
    make: (index, c) => {
      const segment = [undefined, ...PREFETCHED_SEGMENTS][index % (PREFETCHED_SEGMENTS.length + 1)]
      return poisoned(c, { RSC: ['1', '1'], ...(segment ? prefetchOf(segment) : {}) })
    },
  },
  clean(Math.ceil(count / 4)),
]

/** 19b. The proxy's own mark of the not-found page, sent by the client, on each prefetch of the product. */
export const notFoundByHeader = (count: number): Phase[] => [
  {
    name: 'x-site-not-found: 1 with RSC, alone or with a segment prefetch',
    count,
    expect: [200, 307, 429],
    make: (index, c) => {
      const segment = [undefined, ...PREFETCHED_SEGMENTS][index % (PREFETCHED_SEGMENTS.length + 1)]
      return poisoned(c, { 'x-site-not-found': '1', RSC: '1', ...(segment ? prefetchOf(segment) : {}) })
    },
  },
  clean(Math.ceil(count / 4)),
]

/** 19c. URLs the catalogue lacks, each new, as each kind of navigation payload. */
export const unknownPayloads = (count: number): Phase[] => [
  {
    name: '/products/fan/junk-N and /products/<line>/page/N as payloads',
    count,
    expect: [200, 307, 404, 429],
    make: (index, c) => {
      const segment = [undefined, ...PREFETCHED_SEGMENTS][index % (PREFETCHED_SEGMENTS.length + 1)]
      const line = c.categories[index % 5]!
      const path = index % 2 ? `/products/fan/junk-${random(4)}` : `/products/${line}/page/${99 + index}`
      return get(`${path}?_rsc=x`, { RSC: '1', ...(segment ? prefetchOf(segment) : {}), ...BROWSER_ENCODING, ...ATTACKER })
    },
  },
  clean(Math.ceil(count / 4)),
]
