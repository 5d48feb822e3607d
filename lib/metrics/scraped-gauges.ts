import { upstreamState } from '@/lib/catalogue/upstream-log'
import { outboxLimits } from '@/lib/contact/outbox/create-outbox'
import type { Outbox } from '@/lib/contact/outbox/outbox'
import { getOutbox } from '@/lib/contact/process-stores'
import { catalogue } from '@/lib/catalogue/snapshot'
import { changeCodes, refusalCodes } from '@/lib/catalogue/report/findings'
import { CategorySchema } from '@/lib/catalogue/schemas'
import { env } from '@/lib/server/env'
import { redisReady } from '@/lib/redis/client.mjs'
import { scrapedGauge } from './registry'

const ageSeconds = (since: number | undefined, now = Date.now()) => (since === undefined ? 0 : Math.max(0, (now - since) / 1000))

/**
 * The gauges Prometheus reads as it scrapes, from the state each part keeps as it works: the
 * outbox's kept counters, the Redis connections, the upstream's outage and last-good copies in
 * use, the search index. Nothing here recounts or calls out.
 */
export function registerScrapedGauges(): void {
  scrapedGauge(
    'site_upstream_up',
    '1 when the last upstream call succeeded, 0 when it failed (absent on the embedded catalogue).',
    [],
    () => {
      const { up } = upstreamState()
      return env().API_URL && up !== undefined ? [{ value: up ? 1 : 0 }] : []
    },
  )
  scrapedGauge('site_last_good_in_use', 'Lists and products served from a last-good copy because upstream failed.', ['kind'], () => {
    const { lastGood } = upstreamState()
    return [
      { labels: { kind: 'list' }, value: lastGood.list },
      { labels: { kind: 'product' }, value: lastGood.product },
    ]
  })
  scrapedGauge('site_last_good_oldest_age_seconds', 'Age of the oldest last-good copy in use (0 when none).', [], () => [
    { value: ageSeconds(upstreamState().lastGood.oldestSince) },
  ])

  // One read of the outbox's kept counters serves the three gauges of one scrape.
  let usage: { at: number; read: ReturnType<Outbox['usage']> } | undefined
  const outboxUsage = () => {
    if (!usage || Date.now() - usage.at > 1000) usage = { at: Date.now(), read: getOutbox().usage() }
    return usage.read
  }
  scrapedGauge('site_outbox_messages', 'Contact messages waiting for delivery.', [], async () => [
    { value: (await outboxUsage()).messages },
  ])
  scrapedGauge('site_outbox_bytes', 'Bytes of the contact messages waiting.', [], async () => [{ value: (await outboxUsage()).bytes }])
  scrapedGauge('site_outbox_max_messages', 'The most messages the outbox takes (OUTBOX_MAX_MESSAGES).', [], () => [
    { value: outboxLimits(env()).messages },
  ])
  scrapedGauge('site_outbox_max_bytes', 'The most bytes the outbox takes (OUTBOX_MAX_BYTES).', [], () => [
    { value: outboxLimits(env()).bytes },
  ])
  scrapedGauge('site_outbox_oldest_message_age_seconds', 'Age of the oldest undelivered contact message (0 when none).', [], async () => [
    { value: ageSeconds((await outboxUsage()).oldestAt) },
  ])

  scrapedGauge('site_redis_up', 'Whether this instance is connected to each Redis server it uses.', ['server'], () =>
    redisServers().map(({ server, url }) => ({ labels: { server }, value: redisReady(url) ? 1 : 0 })),
  )
  scrapedGauge('site_redis_fallback_active', "1 while that server's users on this instance are on its local fallback.", ['server'], () =>
    redisServers().map(({ server, url }) => ({ labels: { server }, value: redisReady(url) ? 0 : 1 })),
  )

  scrapedGauge('site_catalogue_products', "Products in this instance's catalogue snapshot (search, proxy, lists).", [], () => [
    { value: catalogue().snapshot?.search.products.length ?? 0 },
  ])
  // Every line checked, by every code: fixed label sets (6 lines, 11 reasons, 4 changes), none a client or upstream writes.
  const report = () => catalogue().snapshot?.report ?? {}
  scrapedGauge(
    'site_catalogue_refused_items',
    'Upstream items the catalogue refuses, by line and reason (an item with two reasons counts under each).',
    ['line', 'reason'],
    () =>
      CategorySchema.options.flatMap((line) => {
        const of = report()[line]
        return of ? refusalCodes.map((reason) => ({ labels: { line, reason }, value: of.refusedBy[reason] ?? 0 })) : []
      }),
  )
  scrapedGauge(
    'site_catalogue_changed_items',
    'Upstream items the catalogue shows with changes, by line and change.',
    ['line', 'change'],
    () =>
      CategorySchema.options.flatMap((line) => {
        const of = report()[line]
        return of ? changeCodes.map((change) => ({ labels: { line, change }, value: of.changedBy[change] ?? 0 })) : []
      }),
  )
  scrapedGauge('site_catalogue_snapshot_age_seconds', "Age of this instance's catalogue snapshot (0 before the first).", [], () => [
    { value: ageSeconds(catalogue().snapshot?.builtAt) },
  ])
}

/** The Redis servers in use: the durable one, and the cache's (the same one unless REDIS_CACHE_URL). */
function redisServers(): Array<{ server: 'durable' | 'cache'; url: string }> {
  const { REDIS_URL, REDIS_CACHE_URL } = env()
  const cache = REDIS_CACHE_URL ?? REDIS_URL
  return [
    ...(REDIS_URL ? [{ server: 'durable' as const, url: REDIS_URL }] : []),
    ...(cache ? [{ server: 'cache' as const, url: cache }] : []),
  ]
}
