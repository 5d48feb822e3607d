import { cacheLifetimeSeconds, headerValues, percentile } from './answers'
import type { Attack } from './types'

type Check = NonNullable<Attack['check']>

/** Checks some rows need beyond the status of each answer; each returns its problems. */

/** A social card cached this long is "long": crawlers and CDNs keep it, the server renders it once a day. */
export const LONG_CACHE_SECONDS = 86_400
/** Rendering a social card takes hundreds of ms here; a cached one is sent in a few. */
const CACHED_CARD_MS = 25

/**
 * Row 3: after the first answer, the card comes from Next's cache (its x-nextjs-cache header, or
 * failing that a median time only a cache can give) and says shared caches may keep it a day.
 */
export const servedFromCache: NonNullable<Attack['check']> = ([phase]) => {
  const answers = (phase?.answers ?? []).filter((answer) => answer.status === 200)
  const first = answers[0]
  if (!first) return []
  const later = answers.slice(1)
  const hits = later.filter((answer) => /^(HIT|STALE)$/i.test(headerValues(answer, 'x-nextjs-cache')[0] ?? '')).length
  const median = percentile(
    later.map((answer) => answer.ms),
    50,
  )
  const problems: string[] = []
  if (later.length > 0 && hits < later.length * 0.95 && !(median <= CACHED_CARD_MS)) {
    problems.push(`not from cache: x-nextjs-cache HIT on ${hits}/${later.length}, median ${Math.round(median)} ms`)
  }
  const cacheControl = headerValues(first, 'cache-control').join(', ')
  if (cacheLifetimeSeconds(cacheControl) < LONG_CACHE_SECONDS) problems.push(`Cache-Control "${cacheControl}"`)
  return problems
}

/** Row 5: however many addresses the headers claim, one client gets no more than its limit. */
export const atMostTheLimit: NonNullable<Attack['check']> = (phases, context) => {
  const accepted = phases.flatMap((phase) => phase.answers).filter((answer) => answer.status === 200).length
  return accepted > context.limits.perClient ? [`${accepted} messages accepted from one client, limit ${context.limits.perClient}`] : []
}

/** Answers served from the micro-cache's one entry of their page (fresh, or stale while it is refreshed). */
export const FROM_THE_ENTRY = /^(HIT|STALE|UPDATING|REVALIDATED)$/

/**
 * Row 12: noindex only on answers no cache may keep, and the visitor after the odd spellings
 * gets the public page: cacheable, without noindex.
 */
export const noindexOnlyWhenPrivate: Check = (phases) => {
  const problems: string[] = []
  const unindexedPublic = phases
    .flatMap((phase) => phase.answers)
    .filter(
      (answer) =>
        headerValues(answer, 'x-robots-tag').length > 0 && cacheLifetimeSeconds(headerValues(answer, 'cache-control').join(', ')) > 0,
    )
  if (unindexedPublic.length > 0) problems.push(`${unindexedPublic.length} answers a cache may keep carry X-Robots-Tag`)
  const visitors = phases.at(-1)?.answers ?? []
  const spoiled = visitors.filter(
    (answer) =>
      headerValues(answer, 'x-robots-tag').length > 0 || cacheLifetimeSeconds(headerValues(answer, 'cache-control').join(', ')) === 0,
  )
  if (spoiled.length > 0) problems.push(`${spoiled.length}/${visitors.length} visitors after them got a noindex or uncacheable page`)
  return problems
}

/** Rows 13 and 14: each request answered from the page's one micro-cache entry, however it was spelled. */
export const fromOneEntry: Check = ([phase]) => {
  const answers = (phase?.answers ?? []).filter((answer) => answer.status === 200)
  const fromEntry = answers.filter((answer) => FROM_THE_ENTRY.test(headerValues(answer, 'x-cache-status')[0] ?? '')).length
  // The entry is refreshed every 5 s: one request in each of those goes to an instance.
  return fromEntry < answers.length * 0.95 ? [`${answers.length - fromEntry}/${answers.length} not from the page's one entry`] : []
}

/** Row 15: each redirect leads to the path it was asked for, its encoded letter written out. */
export const redirectsToDecoded: Check = ([phase]) => {
  const wrong = (phase?.answers ?? []).filter((answer, index) => {
    if (answer.status !== 308) return false
    const asked = phase!.sent[index]!.path
    return headerValues(answer, 'location')[0] !== decodeURIComponent(asked)
  })
  return wrong.length > 0 ? [`${wrong.length} redirects not to the decoded path`] : []
}

/** Row 16: however many addresses of one /64, no more than one client's limit; the next /64 is another client. */
export const atMostTheLimitFromOneNetwork: Check = ([network], context) => {
  const accepted = (network?.answers ?? []).filter((answer) => answer.status === 200).length
  return accepted > context.limits.perClient ? [`${accepted} messages accepted from one /64, limit ${context.limits.perClient}`] : []
}

/** Row 17: the outbox takes messages until it is full, then refuses with a 503 that says when to come back. */
export const refusedWhenFull: Check = ([phase]) => {
  const answers = phase?.answers ?? []
  const refused = answers.filter((answer) => answer.status === 503)
  const problems: string[] = []
  if (!answers.some((answer) => answer.status === 200)) problems.push('no message accepted before the outbox was full')
  if (refused.length === 0) problems.push('the outbox never refused a message')
  if (refused.some((answer) => headerValues(answer, 'retry-after')[0] !== '3600')) problems.push('a 503 without Retry-After: 3600')
  return problems
}
