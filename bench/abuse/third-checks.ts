import { cacheLifetimeSeconds, headerValues, percentile } from './answers'
import { FROM_THE_ENTRY } from './checks'
import type { Answer } from './http'
import { CLEAN_PHASE } from './navigation-phases'
import { productPath } from './shots'
import type { Attack } from './types'

type Check = NonNullable<Attack['check']>
type Played = Parameters<Check>[0]

/** The third round's checks beyond the statuses (rows 18 to 25); each returns its problems. */

const header = (answer: Answer, name: string) => headerValues(answer, name).join(', ')
const ok = (answers: readonly Answer[]) => answers.filter((answer) => answer.status === 200)
/** From a cache: nginx's micro-cache entry, or Next's own (straight at Next, or behind nginx). */
const fromCache = (answer: Answer) =>
  FROM_THE_ENTRY.test(header(answer, 'x-cache-status')) || /^(HIT|STALE)$/.test(header(answer, 'x-nextjs-cache'))

/**
 * At most one in 20 answers not from a cache, once a path's entry exists: answers sent before
 * the first one a cache gave are the ones that fill it (requests in flight together all miss).
 * Answers are taken in the order they were sent, not answered, so one miss a path is let off: a
 * request sent just after the first cached one may have left while the entry was still filling.
 */
function mostlyFromCache(phase: Played[number] | undefined, what: string): string[] {
  const cached = new Set<string>()
  const later = (phase?.answers ?? []).filter((answer, index) => {
    if (answer.status !== 200) return false
    const path = phase!.sent[index]!.path
    const counted = cached.has(path)
    if (fromCache(answer)) cached.add(path)
    return counted
  })
  if (cached.size === 0 && ok(phase?.answers ?? []).length > 1) return [`${what}: none from a cache`]
  const missed = later.filter((answer) => !fromCache(answer)).length
  return missed > Math.max(cached.size, later.length * 0.05) ? [`${what}: ${missed}/${later.length} not from a cache`] : []
}

/** 18. The shard from a cache, with a Cache-Control; the other names 404, and never kept by nginx. */
export const sitemapFromCache: Check = ([shard, odd]) => {
  const problems = mostlyFromCache(shard, '/sitemaps/0.xml')
  const uncacheable = ok(shard?.answers ?? []).filter((answer) => cacheLifetimeSeconds(header(answer, 'cache-control')) === 0)
  if (uncacheable.length > 0) problems.push(`${uncacheable.length} shards without a Cache-Control a cache may keep`)
  const kept = (odd?.answers ?? []).filter((answer) => answer.status === 404 && header(answer, 'x-cache-status') === 'HIT')
  if (kept.length > 0) problems.push(`${kept.length} other names answered from nginx's cache`)
  return problems
}

/**
 * 19. Every clean navigation to the product got its payload: RSC (text/x-component), naming the
 * product (the not-found page's payload, which the full one holds as its boundary, names none);
 * and no answer of the attack came from nginx's cache for a
 * URL the catalogue lacks, nor showed the proxy's internal mark.
 */
export const cleanNavigations: Check = (phases, context) => {
  const name = context.products.find((product) => productPath(context) === `/products/${product.category}/${product.slug}`)!.name
  const clean = phases.at(-1)?.answers ?? []
  const wrong = clean.filter(
    (answer) => answer.status !== 200 || !header(answer, 'content-type').startsWith('text/x-component') || !answer.body?.includes(name),
  )
  const problems =
    wrong.length > 0 ? [`${CLEAN_PHASE}: ${wrong.length}/${clean.length} not the product's payload (${describe(wrong[0]!)})`] : []
  const attack = phases[0]?.answers ?? []
  const marked = attack.filter((answer) => headerValues(answer, 'x-site-not-found').length > 0)
  if (marked.length > 0) problems.push(`${marked.length} answers showed x-site-not-found`)
  return problems
}
const describe = (answer: Answer) => `${answer.status} ${header(answer, 'content-type') || 'no type'}, ${answer.body?.length ?? 0} bytes`

/** 19c. Besides the clean navigations: no payload of an unknown URL from nginx's cache, none cacheable. */
export const unknownNeverKept: Check = (phases, context) => {
  const problems = cleanNavigations(phases, context)
  const attack = (phases[0]?.answers ?? []).filter((answer) => answer.status === 200 || answer.status === 404)
  const hit = attack.filter((answer) => header(answer, 'x-cache-status') === 'HIT').length
  const cacheable = attack.filter((answer) => header(answer, 'cache-control') !== 'private, no-store').length
  if (hit > 0) problems.push(`${hit} payloads of unknown URLs from nginx's cache`)
  if (cacheable > 0) problems.push(`${cacheable} payloads of unknown URLs not "private, no-store"`)
  return problems
}

/**
 * What nginx's `limit_req rate=… burst=… nodelay` lets one client through in the time the
 * answers span: the burst and the first request at once, then one every 1/rate seconds.
 */
function allowance(answers: readonly Answer[], perSecond: number, burst: number): number {
  if (answers.length === 0) return 0
  const from = Math.min(...answers.map((answer) => answer.at))
  const to = Math.max(...answers.map((answer) => answer.at + answer.ms))
  return burst + 1 + Math.ceil(((to - from) / 1000) * perSecond)
}
function withinLimit(answers: readonly Answer[], perSecond: number, burst: number, what: string): string[] {
  const allowed = allowance(answers, perSecond, burst)
  const answered = ok(answers).length
  const problems = answered > allowed ? [`${answered} ${what} answered, nginx's limit allows ${allowed} in that time`] : []
  if (!answers.some((answer) => answer.status === 429)) problems.push(`no ${what} refused (429)`)
  return problems
}

/** 20. deploy/nginx/site.conf's site_search: 60 a minute, burst 20, per client (an IPv6 /64). */
export const searchesPerNetwork: Check = ([network]) => withinLimit(network?.answers ?? [], 1, 20, 'searches from one /64')

/** 21. The results page's p95 for each shape, in ms: the row's figures. */
export const searchFigures: NonNullable<Attack['figures']> = (phases) => {
  const p95 = (answers: readonly Answer[]) =>
    Math.round(
      percentile(
        answers.map((answer) => answer.ms),
        95,
      ),
    )
  const worst = phases.reduce((most, phase) => (p95(phase.answers) > p95(most.answers) ? phase : most), phases[0]!)
  return {
    'p95 ms, all shapes': p95(phases.flatMap((phase) => phase.answers)),
    'p95 ms, plain query': p95(phases[0]?.answers ?? []),
    [`p95 ms, costliest (${worst.name})`]: p95(worst.answers),
  }
}
/**
 * The costliest shape's results page within this many times the plain query's, at the p95: both
 * measured in the same seconds, so a busy machine slows both alike and only the query's own cost
 * shows.
 */
export const SEARCH_P95_GOAL_TIMES_PLAIN = 3
export const searchStaysModest: Check = (phases) => {
  const figures = Object.entries(searchFigures(phases))
  const plain = figures.find(([name]) => name.includes('plain'))![1]
  const [name, costliest] = figures.find(([figure]) => figure.includes('costliest'))!
  return costliest > SEARCH_P95_GOAL_TIMES_PLAIN * plain
    ? [`${name}: ${costliest}, over ${SEARCH_P95_GOAL_TIMES_PLAIN}× the plain query's ${plain}`]
    : []
}

/**
 * 22. site_api (10 a second, burst 20, per client) over health and the lists together; health's
 * anonymous answer is its status alone; the lists come from the micro-cache.
 */
export const apiWithinLimit: Check = ([health, lists]) => {
  const problems = withinLimit([...(health?.answers ?? []), ...(lists?.answers ?? [])], 10, 20, 'API requests from one client')
  const detailed = ok(health?.answers ?? []).filter((answer) => {
    const body = JSON.parse(answer.body ?? '{}') as Record<string, unknown>
    return Object.keys(body).join() !== 'status'
  })
  if (detailed.length > 0) problems.push(`${detailed.length} anonymous health answers say more than their status`)
  return [...problems, ...mostlyFromCache(lists, 'catalogue lists')]
}

/** 23. The flood got at most the open part (three quarters of the total), each network its share; the visitor got through. */
export const visitorGotThrough: Check = ([flood], context) => {
  const accepted = (flood?.answers ?? []).flatMap((answer, index) => (answer.status === 200 ? [flood!.sent[index]!] : []))
  const network = (shot: Played[number]['sent'][number]) => {
    const address = shot.headers?.['X-Test-Client-IP'] ?? shot.headers?.['x-real-ip'] ?? ''
    return String(address).includes(':') ? '2001:db8:bad::/48' : String(address).replace(/\.\d+$/, '.0/24')
  }
  const perNetwork = new Map<string, number>()
  for (const shot of accepted) perNetwork.set(network(shot), (perNetwork.get(network(shot)) ?? 0) + 1)
  const open = (context.limits.total * 3) / 4
  const problems = accepted.length > open ? [`the flood got ${accepted.length} messages through, the open part is ${open}`] : []
  for (const [name, count] of perNetwork)
    if (count > 2 * context.limits.perClient)
      problems.push(`${count} messages from ${name}, a network's limit ${2 * context.limits.perClient}`)
  return problems
}
