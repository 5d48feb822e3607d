import { bustingEncodings, bustingQueries, cookiePoisoning, encodedLetters } from './cache-phases'
import {
  atMostTheLimit,
  atMostTheLimitFromOneNetwork,
  fromOneEntry,
  LONG_CACHE_SECONDS,
  noindexOnlyWhenPrivate,
  redirectsToDecoded,
  refusedWhenFull,
  servedFromCache,
} from './checks'
import { OUTBOX_MAX_BYTES } from './environment'
import { controlCharacters, forgedForwarding, honeypot, ipv6Network, junkThenValid, outboxFlood, oversized } from './message-phases'
import { imageBusting, knownCard, malformed, ordinaryAnswers, unknownPages, unusedMethods, wrongSecret } from './phases'
import { MISS_CPU_GOAL_MS, NOT_FOUND, NOTHING, onBoth } from './row-kit'
import { thirdRound } from './attacks-third'
import { fourthRound } from './attacks-fourth'
import type { Attack } from './types'

/**
 * The attacks, as data: one row per attack and target, with what it sends (phases.ts and
 * message-phases.ts), the answers it must get, and what it may leave behind. runner.ts plays
 * them in this order. Rows 18 to 25 (the third round) are in attacks-third.ts, 26 to 30 in attacks-fourth.ts.
 */

export const attacks: readonly Attack[] = [
  ...onBoth(
    { id: '1', title: 'Unknown products/lines: page, OG image, RSC', expected: '404', tolerance: NOT_FOUND },
    unknownPages(300),
    unknownPages(100),
  ),
  ...onBoth(
    { id: '2', title: 'Malformed paths (/%, /%zz, %E0%A4%A)', expected: '400 (or 404)', tolerance: NOT_FOUND },
    malformed(300),
    malformed(150),
  ),
  {
    id: '3',
    title: "Known product's OG image, repeated",
    target: 'next',
    expected: `200 from cache, max-age ≥ ${LONG_CACHE_SECONDS / 3600} h`,
    phases: knownCard(300),
    // The first request may render the card once and keep it, as ISR does with a page.
    tolerance: { bytes: 256 * 1024, why: 'one social card (a PNG under 100 kB, with its metadata) rendered once and kept' },
    check: servedFromCache,
  },
  ...onBoth(
    {
      id: '4',
      title: 'Image optimizer cache busting',
      expected: '400/404/405, no new image',
      // An unknown image is looked up through the site, whose answer is the one not-found page.
      tolerance: {
        ...NOT_FOUND,
        why: 'no image beyond the legitimate variant (made before the row); the one not-found entry an unknown image is answered with',
      },
    },
    imageBusting(200),
    imageBusting(50),
  ),
  ...onBoth(
    {
      id: '5',
      title: 'Forged X-Forwarded-For / X-Real-IP',
      freshServer: true,
      expected: '200 ×limit, then 429',
      tolerance: { messages: 5, redisKeys: 8, why: 'the messages the per-client limit lets through (and their limit counters in Redis)' },
      check: atMostTheLimit,
    },
    forgedForwarding('5n'),
    forgedForwarding('5x'),
  ),
  {
    id: '6',
    title: 'Junk {} ×200, then a valid message',
    target: 'next',
    freshServer: true,
    ordered: true,
    expected: 'junk 400, valid 200',
    phases: junkThenValid(200),
    tolerance: { messages: 1, why: 'the one valid message' },
  },
  {
    id: '7',
    title: 'Control characters in messages',
    target: 'next',
    freshServer: true,
    expected: '400, nothing stored',
    phases: controlCharacters(99),
    tolerance: NOTHING,
  },
  {
    id: '8',
    title: 'Honeypot of another type',
    target: 'next',
    freshServer: true,
    expected: '200, nothing stored',
    phases: honeypot(100),
    tolerance: NOTHING,
  },
  ...onBoth(
    { id: '9', title: 'Oversized bodies (70 kB)', freshServer: true, expected: '413 (411 without a length)', tolerance: NOTHING },
    oversized(125),
    oversized(125),
  ),
  {
    id: '10',
    title: 'Unused methods',
    target: 'next',
    expected: '405',
    phases: unusedMethods(['PUT', 'DELETE', 'PATCH', 'OPTIONS'], 25),
    tolerance: NOTHING,
  },
  {
    id: '10t',
    title: 'TRACE straight at Next',
    target: 'next',
    expected: '405',
    phases: unusedMethods(['TRACE'], 10),
    tolerance: NOTHING,
    reportOnly: 'Next answers TRACE before any code of the site runs; production has nginx in front, whose row must be 405',
  },
  {
    id: '10',
    title: 'Unused methods, TRACE too',
    target: 'nginx',
    expected: '405',
    phases: unusedMethods(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'], 20),
    tolerance: NOTHING,
  },
  { id: '11', title: 'Webhook with a wrong secret', target: 'next', expected: '401', phases: wrongSecret(300), tolerance: NOTHING },
  ...onBoth(
    {
      id: '12',
      title: 'Preview cookie spelled oddly, then a visitor',
      ordered: true,
      expected: '200; noindex never on a page a cache keeps',
      // Visiting every product page may regenerate those past their revalidate period, as any visitor's would.
      tolerance: {
        bytes: 25 * 128 * 1024,
        redisKeys: 30,
        why: 'a regeneration of each product page (and its last-good copy), which ordinary visits bring as well',
      },
      check: noindexOnlyWhenPrivate,
    },
    cookiePoisoning(2),
    cookiePoisoning(1),
  ),
  {
    id: '13',
    title: 'Cache busting: a query no page reads',
    target: 'nginx',
    expected: `200 from one entry, nginx CPU < ${MISS_CPU_GOAL_MS} ms`,
    phases: bustingQueries(1000),
    tolerance: NOTHING,
    cpuGoalMs: MISS_CPU_GOAL_MS,
    check: fromOneEntry,
  },
  {
    id: '14',
    title: 'Cache busting: Accept-Encoding spellings',
    target: 'nginx',
    expected: `200 from one entry, nginx CPU < ${MISS_CPU_GOAL_MS} ms`,
    phases: bustingEncodings(1000),
    tolerance: NOTHING,
    cpuGoalMs: MISS_CPU_GOAL_MS,
    check: fromOneEntry,
  },
  ...onBoth(
    {
      id: '15',
      title: 'A letter of the path percent-encoded',
      expected: '308 to the decoded path',
      tolerance: NOTHING,
      check: redirectsToDecoded,
    },
    encodedLetters(330, 'next'),
    encodedLetters(165, 'nginx'),
  ),
  ...onBoth(
    {
      id: '16',
      title: 'IPv6: new addresses of one /64',
      freshServer: true,
      ordered: true,
      expected: '200 ×limit, then 429; the next /64 200',
      tolerance: { messages: 6, redisKeys: 10, why: 'the messages the per-client limit lets through (and their limit counters in Redis)' },
      check: atMostTheLimitFromOneNetwork,
    },
    ipv6Network('next'),
    ipv6Network('nginx'),
  ),
  {
    id: '17',
    title: 'Outbox filled with the largest messages',
    target: 'next',
    freshServer: true,
    expected: '200 until full, then 503',
    phases: outboxFlood(40),
    tolerance: { bytes: OUTBOX_MAX_BYTES, why: "the outbox's limit of bytes, reached" },
    check: refusedWhenFull,
  },
  ...thirdRound,
  ...fourthRound,
  ...onBoth(
    { id: 'H', title: 'Redirect, page, image (headers)', expected: '308, 200', tolerance: NOTHING },
    ordinaryAnswers(10),
    ordinaryAnswers(10),
  ),
]
