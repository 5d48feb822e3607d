import { coldRetries, coldServer, RETRY_SECONDS, upstreamCalls } from './cold-server'
import { encodedNeverServed, tokenFigures, TOKENS_PER_NETWORK_AT_MOST, tokensSpentOnce } from './fourth-checks'
import { ENCODED_VISITOR, encodedPaths, logFlood, vitalsSteering } from './fourth-phases'
import { LINE_BYTES_UNDER, logBytes, REFUSED_BYTES_PER_REQUEST, VITALS_SAMPLES, vitalsSamples } from './observers'
import { NOT_FOUND, onBoth } from './row-kit'
import { tokenFor, tokenReplay, tokensOf } from './token-phases'
import type { Attack } from './types'

/**
 * The fourth round's attacks (rows 26 to 30), on what the third added: paths nginx and the site
 * read apart, the logs, the field vitals, a start with upstream down, and the form token. Each
 * has a check that fails on the code before its fix. attacks.ts plays them after row 25; the
 * token replay goes last, as it spends the contact reserve of the servers it reaches.
 */
export const fourthRound: readonly Attack[] = [
  ...onBoth(
    {
      id: '26',
      title: 'Encoded slash or dot segment (%2F, %2e%2e), a visitor',
      expected: '400, never a page nor health; visitor 200',
      tolerance: { ...NOT_FOUND, messages: 1, redisKeys: 16, why: `${NOT_FOUND.why}; the visitor's message and its limit counters` },
      check: encodedNeverServed,
    },
    encodedPaths(300, 'next'),
    encodedPaths(150, 'nginx'),
  ).map((attack) => ({ ...attack, prepare: tokenFor(ENCODED_VISITOR, attack.target) })),
  {
    id: '27',
    title: 'Log flood: long DELETEs, long and non-UTF-8 User-Agents',
    target: 'nginx',
    expected: `405/200; log lines < ${LINE_BYTES_UNDER} B, JSON; ≤ ${REFUSED_BYTES_PER_REQUEST} B a refusal`,
    phases: logFlood(2000),
    tolerance: NOT_FOUND,
    observe: logBytes,
  },
  {
    id: '28',
    title: 'Vitals steering: one client, one /24, values out of range',
    target: 'nginx',
    expected: `≤ ${VITALS_SAMPLES.perClient} sample a client, ≤ ${VITALS_SAMPLES.perNetwork} a /24; 400`,
    phases: vitalsSteering(40),
    // 42 clients, at most 3 networks, each a counter (and a sample's mark per template).
    tolerance: { redisKeys: 96, why: "the reporting clients' and networks' limit counters, expiring within their window" },
    observe: vitalsSamples,
  },
  {
    id: '29',
    title: 'Cold outage: list retries on a fresh instance, upstream down',
    target: 'next',
    expected: `503; ≤ 1 try (2 calls) a list per ${RETRY_SECONDS} s`,
    phases: coldRetries(100),
    // Sequential, as the islands' retries from many browsers arrive: requests together share one load already.
    concurrency: 2,
    // Next's fetch cache notes the lists' failed first load (188 B), once whatever the traffic.
    tolerance: { bytes: 4096, why: "the fetch cache's note of the lists' failed first load, once" },
    ownServer: coldServer,
    observe: upstreamCalls,
  },
  ...onBoth(
    {
      id: '30',
      title: 'Token replay: the contact reserve from 6 GETs, a visitor',
      ordered: true,
      expected: `one message a token; ≤ ${TOKENS_PER_NETWORK_AT_MOST} tokens a /24; visitor 200`,
      tolerance: {
        messages: 97,
        redisKeys: 160,
        why: "the open share, a message a token and the visitor's; the limit counters of each client and network, and each token spent",
      },
      check: tokensSpentOnce,
      figures: tokenFigures,
    },
    tokenReplay('next'),
    tokenReplay('nginx'),
  ).map((attack) => ({ ...attack, prepare: tokensOf(attack.target), freshLimits: true })),
]
