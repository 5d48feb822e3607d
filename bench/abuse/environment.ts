import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { closeRedisConnections } from '@/lib/redis/client.mjs'
import { createOutbox } from '@/lib/contact/outbox/create-outbox'
import { type FakeUpstream, startUpstream } from '../../tests/fixtures/upstream/server'
import { behindNginx, type Nginx, startNginx } from '../../tests/support/nginx'
import { freePort } from '../../tests/support/ports'
import { type RedisServer, startRedis } from '../../tests/support/redis'
import { TEST_SECRET } from '../../tests/support/revalidate'
import { type Site, startSite } from '../../tests/support/site'
import type { Attack } from './types'

/**
 * The servers the attacks go to, all on 127.0.0.1 and all started here, each on its own copy of
 * the build (tests/support/site.ts), so nothing of the developer's checkout is touched:
 *
 * - `pages`: next start on the fake upstream, caching on disk, as one instance runs in
 *   production. Most rows, and the well-behaved client's product page.
 * - `contact`: next start with the outbox as its inbox (no upstream, so every stored message
 *   stays where it can be counted); restarted before each contact row so its limits start empty.
 * - `shared` behind `nginx`: next start on Redis (pages, outbox, limits), with
 *   deploy/nginx/site.conf in front, as the multi-instance deployment runs.
 */
export type Environment = {
  upstream: FakeUpstream
  redis: RedisServer
  /** The page cache's own Redis, as deployed (maxmemory, LRU). */
  cache: RedisServer
  pages: Site
  contact: Site
  shared: Site
  nginx: Nginx
  limits: { perClient: number; total: number }
  /** The servers' PROXY_SECRET, as the deployment's nginx holds it. */
  proxySecret: string
  /** The servers' PREVIEW_SECRET, as `npm run preview` holds it. */
  previewSecret: string
  /** The metrics port of the server behind nginx (row 28 reads its Web Vitals histograms). */
  metricsUrl: string
  close(): Promise<void>
}

/** The server an attack row goes to, and where that server keeps things. */
export type Destination = {
  /** Where requests are sent. */
  url: string
  site: Site
  /** The server's route cache, its other caches and its outbox folder. */
  persisted: string[]
  /** nginx's caches, reported apart: bounded by nginx itself (max_size). */
  nginxCaches: string[]
  /** The Redis servers the destination writes to: what they gain is counted. */
  redisUrls: string[]
  /** nginx's master process, whose workers' CPU a row costs is measured (nginx rows). */
  nginxPid?: number
  /** nginx's access log, as the deployment writes it to its stdout (nginx rows). */
  accessLog?: string
  /** The instance's metrics port (METRICS_PORT), where one is open. */
  metricsUrl?: string
  /** The upstream the server reads the catalogue from, and counts its calls; none for the contact server. */
  upstream?: FakeUpstream
}

const OUTBOX = 'outbox'
/** The defaults of the site, set explicitly so the rows' expectations do not drift with them. */
const LIMITS = { perClient: 5, total: 120 }
/**
 * The outbox's limit of bytes on the servers the rows fill: 256 kB, about 15 of the largest
 * messages, so that the row about it reaches it (the site's default is 32 MB).
 */
export const OUTBOX_MAX_BYTES = 256 * 1024
/** The header through which nginx believes a row's client address (see startEnvironment). */
export const CLIENT_HEADER = 'X-Test-Client-IP'

export async function startEnvironment(): Promise<Environment> {
  const started: { close(): Promise<void> }[] = []
  const keep = <T extends object>(thing: T, close: (thing: T) => Promise<void>) => {
    started.push({ close: () => close(thing) })
    return thing
  }
  // Once, however often it is called (the end of the run, Ctrl-C, a failure on the way).
  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      // This process's own Redis connections first: closed after Redis, they would log an outage.
      await closeRedisConnections()
      for (const thing of started.reverse()) await thing.close().catch(() => {})
    })())
  try {
    const upstream = keep(await startUpstream(), (u) => u.close())
    const redis = keep(await startRedis(), (r) => r.stop())
    const cache = keep(await startRedis(), (r) => r.stop())
    const common = {
      REVALIDATE_SECRET: TEST_SECRET,
      OUTBOX_DIR: OUTBOX,
      CONTACT_LIMIT_PER_CLIENT: String(LIMITS.perClient),
      CONTACT_LIMIT_TOTAL: String(LIMITS.total),
      // A secret the attacker does not have: forwarding headers sent straight to Next prove nothing.
      PROXY_SECRET: randomBytes(24).toString('hex'),
      OUTBOX_MAX_BYTES: String(OUTBOX_MAX_BYTES),
      // Row 24 opens a preview as a marketer's link does, then replays its cookies.
      PREVIEW_SECRET: randomBytes(24).toString('hex'),
    }
    const metricsPort = await freePort()
    // All settled before any failure is thrown: a server still starting when another failed
    // would otherwise be left running, with its copy of the build, after the runner exits.
    const sites = await Promise.allSettled([
      startSite({ ...common, API_URL: upstream.url }),
      startSite(common),
      // As deployed behind nginx: nginx's proxy secret, the durable Redis and the page cache's own.
      startSite({
        ...common,
        ...behindNginx,
        API_URL: upstream.url,
        REDIS_URL: redis.url,
        REDIS_CACHE_URL: cache.url,
        METRICS_PORT: String(metricsPort),
      }),
    ])
    for (const site of sites) if (site.status === 'fulfilled') keep(site.value, (s) => s.dispose())
    const failed = sites.find((site) => site.status === 'rejected')
    if (failed) throw failed.reason
    const [pages, contact, shared] = sites.map((site) => (site as PromiseFulfilledResult<Site>).value) as [Site, Site, Site]
    // The row about IPv6 clients plays them from 127.0.0.1 through a header of the test's own
    // (nginx listens on loopback only); without the header, every request keeps its own address.
    const nginx = keep(await startNginx([shared.url], { trustedProxies: ['127.0.0.1'], clientHeader: CLIENT_HEADER }), (n) => n.stop())
    return {
      upstream,
      redis,
      cache,
      pages,
      contact,
      shared,
      nginx,
      limits: LIMITS,
      proxySecret: common.PROXY_SECRET,
      previewSecret: common.PREVIEW_SECRET,
      metricsUrl: `http://127.0.0.1:${metricsPort}`,
      close,
    }
  } catch (error) {
    await close()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Could not start the servers: ${reason}. The runner needs a build (npm run build:e2e), nginx and redis-server (bash scripts/test-setup.sh).`,
    )
  }
}

/** What a server keeps: its route cache, its other caches and its outbox folder. */
export const kept = (site: Site) => [path.join(site.dir, '.next/server'), path.join(site.dir, '.next/cache'), path.join(site.dir, OUTBOX)]

export function destination(environment: Environment, attack: Attack): Destination {
  if (attack.target === 'nginx') {
    const { nginx, shared, redis, cache } = environment
    return {
      url: nginx.url,
      site: shared,
      persisted: kept(shared),
      nginxCaches: ['html_cache', 'static_cache'].map((dir) => path.join(nginx.prefix, dir)),
      redisUrls: [redis.url, cache.url],
      nginxPid: nginx.pid,
      accessLog: path.join(nginx.prefix, 'logs/access.log'),
      metricsUrl: environment.metricsUrl,
      upstream: environment.upstream,
    }
  }
  if (attack.freshServer)
    return { url: environment.contact.url, site: environment.contact, persisted: kept(environment.contact), nginxCaches: [], redisUrls: [] }
  const { pages, upstream } = environment
  return { url: pages.url, site: pages, persisted: kept(pages), nginxCaches: [], redisUrls: [], upstream }
}

const MARKER = /abuse-[0-9a-f]+-\w+-\d+/g

/**
 * The markers of every message the destination holds: its outbox (Redis and folder) and, for
 * servers with an upstream, what upstream has already received.
 */
export async function storedMarkers(where: Destination): Promise<Set<string>> {
  // Read only: the limits are the servers' business.
  const outbox = createOutbox({
    OUTBOX_DIR: path.join(where.site.dir, OUTBOX),
    REDIS_URL: where.redisUrls[0],
    OUTBOX_MAX_MESSAGES: Number.MAX_SAFE_INTEGER,
    OUTBOX_MAX_BYTES: Number.MAX_SAFE_INTEGER,
  })
  const bodies = (await outbox.list()).map((entry) => entry.message.messageBody)
  if (where.upstream) bodies.push(...where.upstream.inbox.map((message) => message.messageBody))
  return new Set(bodies.flatMap((body) => body.match(MARKER) ?? []))
}
