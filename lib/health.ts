import { readBounded } from '@/lib/bounded-body'
import { outboxLimits } from '@/lib/contact/outbox/create-outbox'
import { getOutbox } from '@/lib/contact/process-stores'
import { fits, type Outbox, type OutboxLimits, type OutboxUsage } from '@/lib/contact/outbox/outbox'
import { env } from '@/lib/env'
import { redisClient, withTimeout } from '@/lib/redis/client.mjs'

export type Health = {
  /**
   * `ok` when every configured dependency answers and the outbox can take messages; pages are
   * served from cache either way.
   */
  status: 'ok' | 'degraded'
  upstream: 'embedded' | 'up' | 'down'
  redis: 'unused' | 'up' | 'down'
  /** The contact messages waiting (the shared outbox and this server's folder), against the limits of each store. */
  outbox: OutboxUsage & { limits: OutboxLimits; full: boolean }
}

const PROBE_TIMEOUT_MS = 2000
/** Health checks come from every load balancer and orchestrator: upstream sees one probe per this. */
const REUSE_MS = 5000
/** A short upstream list: enough to know upstream answers, cheap for it to serve. */
const UPSTREAM_PROBE_PATH = '/api/logo/list/channel-partner'

let lastUpstream: { at: number; result: Promise<Health['upstream']> } | undefined

/**
 * Whether this server's upstream and Redis answer now, and how full the outbox is; names neither
 * dependency, so nothing of the configuration leaks beyond the outbox's limits.
 */
export async function checkHealth(outbox: Outbox, now = Date.now()): Promise<Health> {
  const settings = env()
  if (!lastUpstream || now - lastUpstream.at >= REUSE_MS) lastUpstream = { at: now, result: probeUpstream(settings.API_URL) }
  const [upstream, redis, usage] = await Promise.all([
    lastUpstream.result,
    probeRedis(settings.REDIS_URL),
    // Never fails: the shared store's calls time out, and its outage leaves the folder's count.
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
export const healthDetails = () => checkHealth(getOutbox())
