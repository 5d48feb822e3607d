import { readBounded } from '@/lib/bounded-body'
import { env } from '@/lib/env'
import { redisClient, withTimeout } from '@/lib/redis/client.mjs'

export type Health = {
  /** `ok` when every configured dependency answers; pages are served from cache either way. */
  status: 'ok' | 'degraded'
  upstream: 'embedded' | 'up' | 'down'
  redis: 'unused' | 'up' | 'down'
}

const PROBE_TIMEOUT_MS = 2000
/** Health checks come from every load balancer and orchestrator: upstream sees one probe per this. */
const REUSE_MS = 5000
/** A short upstream list: enough to know upstream answers, cheap for it to serve. */
const UPSTREAM_PROBE_PATH = '/api/logo/list/channel-partner'

let lastUpstream: { at: number; result: Promise<Health['upstream']> } | undefined

/** Whether this server's upstream and Redis answer now; names neither, so nothing of the configuration leaks. */
export async function checkHealth(now = Date.now()): Promise<Health> {
  const { API_URL, REDIS_URL } = env()
  if (!lastUpstream || now - lastUpstream.at >= REUSE_MS) lastUpstream = { at: now, result: probeUpstream(API_URL) }
  const [upstream, redis] = await Promise.all([lastUpstream.result, probeRedis(REDIS_URL)])
  return { status: upstream === 'down' || redis === 'down' ? 'degraded' : 'ok', upstream, redis }
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
