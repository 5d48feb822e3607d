import { redisClient, withTimeout } from '@/lib/redis/client.mjs'
import type { Category } from '../schemas'

/**
 * When the site first saw each product's current page (its page hash), line by line: the
 * sitemap's `lastmod`. One record a product of the line, never more (a product gone is deleted),
 * so it is bounded by the catalogue.
 *
 * `record` writes a line as one load found it, atomically: a product whose hash is the one held
 * keeps its time, so the first instance to see an edit writes it and every other reads it back
 * (first writer wins). Lists loaded before the newest ones written are `stale` and write nothing,
 * so an instance a load behind never moves a time back and forth. The line's first record ever
 * is `first`: what was there before the site kept times is no edit.
 */
export type Recorded = { kind: 'first' } | { kind: 'stale' } | { kind: 'changed'; slugs: string[] }

export type FirstSeenStore = {
  /** `products`: [slug, page hash] of each product, in the line's order; `loadedAt` when its load began, `now` in seconds. */
  record(line: Category, products: readonly (readonly [string, string])[], loadedAt: number, now: number): Promise<Recorded>
  /** Each product's first-seen time, in seconds since 1970. */
  read(line: Category): Promise<Map<string, number>>
}

/**
 * KEYS: the line's times (a hash of slug to "<page hash> <seconds>"), when its newest recorded
 * lists were loaded. ARGV: this load's start (ms), now (s), then slug and page hash of each product.
 */
const RECORD = `
local newest = redis.call('GET', KEYS[2])
if newest and tonumber(newest) > tonumber(ARGV[1]) then return {'stale'} end
redis.call('SET', KEYS[2], ARGV[1])
local listed = {}
local changed = {'changed'}
for i = 3, #ARGV, 2 do
  local slug, hash = ARGV[i], ARGV[i + 1]
  listed[slug] = true
  local held = redis.call('HGET', KEYS[1], slug)
  if not held or string.match(held, '^[^ ]*') ~= hash then
    redis.call('HSET', KEYS[1], slug, hash .. ' ' .. ARGV[2])
    table.insert(changed, slug)
  end
end
for _, slug in ipairs(redis.call('HKEYS', KEYS[1])) do
  if not listed[slug] then
    redis.call('HDEL', KEYS[1], slug)
    table.insert(changed, slug)
  end
end
if not newest then return {'first'} end
return changed
`

/** Recording 20,000 products took a few tens of milliseconds; a Redis slower than this is away. */
const TIMEOUT_MS = 2000

const timesOf = (entries: Iterable<[string, string]>) =>
  new Map([...entries].map(([slug, held]) => [slug, Number(held.slice(held.indexOf(' ') + 1))] as const))

/** Kept in the durable Redis (REDIS_URL), beside the snapshot's freshness signal: the same for every instance, across restarts. */
export function redisFirstSeen(url: string, prefix = 'arkvolt:catalogue:first-seen:'): FirstSeenStore {
  const run = <T>(what: string, command: (redis: Awaited<ReturnType<typeof redisClient>>) => Promise<T>) =>
    withTimeout(redisClient(url).then(command), TIMEOUT_MS, `Redis first-seen ${what}`)
  return {
    async record(line, products, loadedAt, now) {
      const [kind, ...slugs] = (await run('record', (redis) =>
        redis.eval(RECORD, {
          keys: [`${prefix}${line}`, `${prefix}${line}:loaded`],
          arguments: [String(loadedAt), String(now), ...products.flat()],
        }),
      )) as string[]
      return kind === 'changed' ? { kind, slugs } : { kind: kind === 'stale' ? 'stale' : 'first' }
    },
    read: async (line) => timesOf(Object.entries(await run('read', (redis) => redis.hGetAll(`${prefix}${line}`)))),
  }
}

/** Without Redis: the process's own, the same rules; a restart forgets it. */
export function localFirstSeen(): FirstSeenStore {
  const lines = new Map<Category, { loadedAt: number; held: Map<string, string> }>()
  return {
    async record(line, products, loadedAt, now) {
      const before = lines.get(line)
      if (before && before.loadedAt > loadedAt) return { kind: 'stale' }
      const previous = before?.held ?? new Map<string, string>()
      const held = new Map<string, string>()
      const slugs: string[] = []
      for (const [slug, hash] of products) {
        const kept = previous.get(slug)
        if (kept?.startsWith(`${hash} `)) held.set(slug, kept)
        else {
          held.set(slug, `${hash} ${now}`)
          slugs.push(slug)
        }
      }
      slugs.push(...[...previous.keys()].filter((slug) => !held.has(slug)))
      lines.set(line, { loadedAt, held })
      return before ? { kind: 'changed', slugs } : { kind: 'first' }
    },
    read: async (line) => timesOf(lines.get(line)?.held ?? []),
  }
}
