import { embeddedData } from '../../tests/fixtures/upstream/data'
import { catalogueWords, shapes } from '../search-shapes'
import { randomIpv6In } from './payloads'
import { get } from './shots'
import type { Phase } from './types'

/**
 * The requests of the third round's rows about what one client may cost (rows 20 to 22): the
 * search, from one /64 and in its costliest shapes, and the API. Like phases.ts, nothing here
 * starts a server or measures.
 */

/** The header through which nginx believes a row's client (environment.ts), from loopback only. */
const as = (address: string) => ({ 'X-Test-Client-IP': address })

/** 20. Searches, each from a new address of one IPv6 /64 and a new query, then one from the next /64. */
export const searchFromOneNetwork = (count: number): Phase[] => [
  {
    name: 'a search, a new address of one /64 each',
    count,
    expect: [200, 429],
    make: (index) => get(`/search?q=${encodeURIComponent(`fan ${index}`)}`, as(randomIpv6In('2001:db8:20:1'))),
  },
  { name: 'a search from the next /64', count: 1, expect: [200], make: () => get('/search?q=fan', as(randomIpv6In('2001:db8:20:2'))) },
]

/**
 * 21. The costliest query shapes (bench/search-shapes.ts: many common words, typos, one- and
 * two-letter words, 32-letter words the prefix search reads, mixed scripts), a new query each
 * round, beside a visitor's plain query; and six common words in a new order each time, which
 * the index answers from one entry.
 */
const SEARCH_ROUNDS = 30
const PLAIN_SHAPE = 'plain'
export const costlySearches = (rounds = SEARCH_ROUNDS): Phase[] => {
  const words = catalogueWords(embeddedData().products, rounds + 1)
  const reordered = words.common.slice(0, 6)
  const shuffled = (round: number) => reordered.map((_, k) => reordered[(k * 5 + round) % 6]!).join(' ')
  const all = [...shapes(rounds, words), { name: 'six common words, reordered', query: shuffled }]
  return all.map((shape, which) => ({
    name: which === 0 ? PLAIN_SHAPE : shape.name,
    count: rounds,
    expect: [200],
    make: (round) => get(`/search?q=${encodeURIComponent(shape.query(round))}`),
  }))
}

/** 22. Health and the islands' catalogue lists, as fast as one client can ask. */
const API_CLIENT = '203.0.113.22'
const HEALTH_PHASE = '/api/health'
const lists = ['/api/catalogue/carousel/fan', '/api/catalogue/logos/happy-customer', '/api/catalogue/logos/channel-partner']
export const apiFlood = (count: number): Phase[] => [
  {
    name: HEALTH_PHASE,
    count,
    expect: [200, 429],
    make: () => ({ ...get('/api/health', as(API_CLIENT)), keepBody: true }),
  },
  {
    name: '/api/catalogue/carousel/fan and the logo lists',
    count,
    expect: [200, 429],
    make: (index) => get(lists[index % lists.length]!, as(API_CLIENT)),
  },
]
