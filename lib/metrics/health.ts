import { LRUCache } from 'lru-cache'
import { readBounded } from '@/lib/http/bounded-body'
import { outboxLimits } from '@/lib/contact/outbox/create-outbox'
import { getOutbox } from '@/lib/contact/process-stores'
import { fits, type Outbox, type OutboxLimits, type OutboxUsage } from '@/lib/contact/outbox/outbox'
import { env } from '@/lib/server/env'
import { processSingleton } from '@/lib/server/process-singleton'
import { redisClient, withTimeout } from '@/lib/redis/client.mjs'
import { secretMatches } from '@/lib/http/secret'

export type Health = {
  /**
   * `ok` when every configured dependency answers and the outbox can take messages; `degraded`
   * when one does not, as pages are served from cache either way; `down` while this server shuts
   * down (SIGTERM) or when it cannot even tell how it is.
   */
  status: 'ok' | 'degraded' | 'down'
  upstream: 'embedded' | 'up' | 'down'
  redis: 'unused' | 'up' | 'down'
  /** The contact messages waiting (the shared outbox and this server's folder), against the limits of each store. */
  outbox: OutboxUsage & { limits: OutboxLimits; full: boolean }
}

const PROBE_TIMEOUT_MS = 2000
/** Health checks come from every load balancer and orchestrator: upstream sees one probe per this. */
const UPSTREAM_REUSE_MS = 5000
/** However many ask at once or how often, one check a second per process. */
const HEALTH_REUSE_MS = 1000
/** A short upstream list: enough to know upstream answers, cheap for it to serve. */
const UPSTREAM_PROBE_PATH = '/api/logo/list/channel-partner'

/**
 * One per process (the route, the metrics server and the webhook are bundled apart): the last
 * check and probe, shared by every caller until they are too old, and whether SIGTERM came. Next
 * handles SIGTERM itself (it closes the server, then exits); should nothing else listen, the
 * signal is raised again, so listening here never keeps a process alive.
 */
const shared = processSingleton('health', () => {
  // The caches' clock is the time of the call being answered, so a caller (a test) says when it asks.
  const clock = { at: 0 }
  // lru-cache keeps an entry while its age is at most its ttl: here, while younger than the reuse time.
  const kept = <T>(reuseMs: number) =>
    new LRUCache<string, Promise<T>>({ max: 1, ttl: reuseMs - 1, ttlResolution: 0, perf: { now: () => clock.at } })
  const state = { stopping: false, clock, check: kept<Health>(HEALTH_REUSE_MS), upstream: kept<Health['upstream']>(UPSTREAM_REUSE_MS) }
  process.once('SIGTERM', () => {
    state.stopping = true
    if (process.listeners('SIGTERM').length === 0) process.kill(process.pid, 'SIGTERM')
  })
  return state
})

/** The kept promise while it is young enough, else a new one; one that fails is not kept, so the next call tries again. */
function reuse<T>(cache: LRUCache<string, Promise<T>>, key: string, now: number, make: () => Promise<T>): Promise<T> {
  shared.clock.at = now
  const kept = cache.get(key)
  if (kept) return kept
  const made = make()
  cache.set(key, made)
  made.catch(() => {
    if (cache.peek(key) === made) cache.delete(key)
  })
  return made
}

/**
 * How this server is: whether upstream and Redis answer and how full the outbox is, checked at
 * most once a second (concurrent callers share one check) and upstream probed at most every 5 s.
 * Names neither dependency, so nothing of the configuration leaks beyond the outbox's limits.
 */
async function checkHealth(outbox: Outbox = getOutbox(), now = Date.now()): Promise<Health> {
  const health = await reuse(shared.check, 'health', now, () => measure(outbox, now))
  return shared.stopping ? { ...health, status: 'down' } : health
}

async function measure(outbox: Outbox, now: number): Promise<Health> {
  const settings = env()
  const [upstream, redis, usage] = await Promise.all([
    reuse(shared.upstream, settings.API_URL ?? '', now, () => probeUpstream(settings.API_URL)),
    probeRedis(settings.REDIS_URL),
    // Kept counts, never a recount; the shared store's call times out, and its outage leaves the folder's.
    outbox.usage(),
  ])
  const limits = outboxLimits(settings)
  const full = !fits(usage, 1, limits)
  return {
    status: upstream === 'down' || redis === 'down' || full ? 'degraded' : 'ok',
    upstream,
    redis,
    outbox: { ...usage, limits, full },
  }
}

/**
 * `/api/health`'s answer. Anyone (a load balancer) learns the status alone: 200 while this server
 * serves pages, degraded or not, 503 when it is down. A request with `Authorization: Bearer
 * <HEALTH_TOKEN>` gets every detail; a wrong token is answered as no token.
 */
export async function healthAnswer(
  authorization: string | null,
  now = Date.now(),
): Promise<{ status: number; body: Health | Pick<Health, 'status'> }> {
  let health: Health
  try {
    health = await checkHealth(getOutbox(), now)
  } catch {
    return { status: 503, body: { status: 'down' } }
  }
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null
  const body = secretMatches(token, env().HEALTH_TOKEN) ? health : { status: health.status }
  return { status: health.status === 'down' ? 503 : 200, body }
}

/** Whether upstream answers now (no reuse): the webhook tells a marketer if an edit can go live. */
export async function probeUpstream(apiUrl: string | undefined): Promise<Health['upstream']> {
  if (!apiUrl) return 'embedded'
  try {
    const response = await fetch(`${apiUrl}${UPSTREAM_PROBE_PATH}`, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    // Up means answering as the pages need it: a 200 of garbage, or of more than a page may read, is down too.
    const body = await readBounded(response, env().API_MAX_BYTES)
    return response.ok && body !== null && Array.isArray(JSON.parse(body.toString('utf8'))) ? 'up' : 'down'
  } catch {
    return 'down'
  }
}

async function probeRedis(redisUrl: string | undefined): Promise<Health['redis']> {
  if (!redisUrl) return 'unused'
  try {
    await withTimeout(
      redisClient(redisUrl).then((client) => client.ping()),
      PROBE_TIMEOUT_MS,
      'Redis',
    )
    return 'up'
  } catch {
    return 'down'
  }
}

/** Every dependency's state and the outbox's use, for operators (the metrics port's /health). */
export const healthDetails = () => checkHealth()
