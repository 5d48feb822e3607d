import { cacheLifetimeSeconds, headerValues, percentile } from './answers'
import type { Attack } from './types'

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
