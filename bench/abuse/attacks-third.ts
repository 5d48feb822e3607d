import { apiFlood, costlySearches, searchFromOneNetwork } from './limit-phases'
import { notFoundByHeader, rscTwice, sitemapShards, unknownPayloads } from './navigation-phases'
import { contactVisitor, endedPreview } from './prepare'
import { MISS_CPU_GOAL_MS, NOT_FOUND, NOTHING, onBoth } from './row-kit'
import {
  apiWithinLimit,
  cleanNavigations,
  SEARCH_P95_GOAL_TIMES_PLAIN,
  searchesPerNetwork,
  searchFigures,
  searchStaysModest,
  sitemapFromCache,
  unknownNeverKept,
  visitorGotThrough,
} from './third-checks'
import type { Attack, Tolerance } from './types'
import { enquiryNamesProduct, previewStaysEnded } from './visitor-checks'
import { contactDenial, enquiries, previewReplay } from './visitor-phases'

/**
 * The third round's attacks (rows 18 to 25), each against a fix of the site: played as an
 * attacker would, with a check that fails when the fix is reverted. attacks.ts plays them after
 * row 17.
 */

/**
 * The product's own payloads, each segment in each encoding (the clean navigations and the
 * attacker's, whose keys nginx reads as the clean ones): the same few however many requests.
 */
const PAYLOADS: Tolerance = {
  nginxCacheFiles: 16,
  redisKeys: 8,
  why: "the product's navigation payloads, one entry a segment and encoding in nginx; none for the attack",
}

/** The catalogue lists the search index is built from (loaded once), and their last-good copies. */
const SEARCH_INDEX: Tolerance = {
  bytes: 16 * 1024,
  redisKeys: 8,
  why: 'the last-good copies of the catalogue lists the search index is built from, the same few however many searches',
}

export const thirdRound: readonly Attack[] = [
  ...onBoth(
    {
      id: '18',
      title: 'Sitemap shard repeated, other names of it',
      expected: '200 from cache; 404',
      // The index names 20 shards at most (lib/seo/sitemap.ts): a number among them the catalogue
      // does not fill is a 404 kept once, as its route's answer; any other name keeps nothing.
      tolerance: {
        ...NOT_FOUND,
        bytes: 19 * 1024,
        files: 7 + 2 * 19 + 2,
        nginxCacheFiles: 2,
        why: `${NOT_FOUND.why}; the 404 of each of the 19 shard names the index may list and the catalogue does not fill (two files each), kept once`,
      },
      cpuGoalMs: MISS_CPU_GOAL_MS,
      check: sitemapFromCache,
    },
    sitemapShards(300, 300),
    sitemapShards(500, 150),
  ),
  {
    id: '19a',
    title: 'Navigation poisoning: RSC: 1 sent twice',
    target: 'nginx',
    expected: 'clean navigations get the payload',
    phases: rscTwice(400),
    tolerance: PAYLOADS,
    check: cleanNavigations,
  },
  {
    id: '19b',
    title: 'Navigation poisoning: x-site-not-found: 1',
    target: 'nginx',
    expected: 'clean navigations get the payload',
    phases: notFoundByHeader(400),
    tolerance: PAYLOADS,
    check: cleanNavigations,
  },
  {
    id: '19c',
    title: 'Navigation payloads of unknown URLs',
    target: 'nginx',
    expected: '404 (or 200/307 unkept); none kept',
    phases: unknownPayloads(400),
    tolerance: { ...NOT_FOUND, nginxCacheFiles: PAYLOADS.nginxCacheFiles, why: `${NOT_FOUND.why}; ${PAYLOADS.why}` },
    check: unknownNeverKept,
  },
  {
    id: '20',
    title: 'Searches from new addresses of one /64',
    target: 'nginx',
    ordered: true,
    expected: "200 up to nginx's limit, then 429; the next /64 200",
    phases: searchFromOneNetwork(80),
    tolerance: SEARCH_INDEX,
    check: searchesPerNetwork,
  },
  {
    id: '21',
    title: 'Searches of the costliest shapes',
    target: 'next',
    concurrency: 4,
    expected: `200, p95 < ${SEARCH_P95_GOAL_TIMES_PLAIN}× a plain query's`,
    phases: costlySearches(),
    tolerance: SEARCH_INDEX,
    figures: searchFigures,
    check: searchStaysModest,
  },
  {
    id: '22',
    title: '/api/health and /api/catalogue/* flood',
    target: 'nginx',
    expected: '200 up to the limit, then 429',
    phases: apiFlood(200),
    tolerance: {
      nginxCacheFiles: 6,
      redisKeys: 8,
      why: 'the catalogue lists: one entry each in the micro-cache, their last-good copies in Redis',
    },
    check: apiWithinLimit,
  },
  ...onBoth(
    {
      id: '23',
      title: 'Contact flood from 100 /64s and 20 /24s, a visitor',
      // Straight at Next, the pages server, whose limits no row has spent and whose messages go
      // upstream: the contact server's outbox is full after row 17.
      ordered: true,
      expected: 'flood 200 up to its share, then 429; visitor 200',
      tolerance: {
        messages: 91,
        // 200 clients and 21 networks (one /48, 20 /24s), each one counter, expiring within a minute.
        redisKeys: 230,
        why: "the flood's share and the visitor's message, and the limit counters of each of the flood's clients and networks",
      },
      check: visitorGotThrough,
    },
    contactDenial('next'),
    contactDenial('nginx'),
  ).map((attack) => ({ ...attack, prepare: contactVisitor(attack.target), freshLimits: true })),
  ...onBoth(
    {
      id: '24',
      title: 'Preview cookies replayed after the link ended',
      ordered: true,
      expected: '307 clearing them; visitors 200 from cache',
      prepare: endedPreview,
      tolerance: NOTHING,
      check: previewStaysEnded,
    },
    previewReplay(4),
    previewReplay(2),
  ),
  {
    id: '25',
    title: 'First visits to every enquiry at once',
    target: 'next',
    expected: '200 naming the product',
    phases: enquiries(),
    // Each product's contact page is rendered on its first visit and kept, as a product page is.
    tolerance: { bytes: 25 * 128 * 1024, why: "each product's enquiry page, rendered once and kept" },
    check: enquiryNamesProduct,
  },
]
