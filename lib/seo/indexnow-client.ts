import { env } from '@/lib/server/env'
import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
import { processSingleton } from '@/lib/server/process-singleton'
import { indexNowBody, indexNowOutcomes } from './indexnow'
import { IndexNowSender, localGate, redisGate } from './indexnow-sender'

/** Time allowed for one call to the endpoint. */
const CALL_TIMEOUT_MS = 30_000

/**
 * This process's IndexNow sender, or null while INDEXNOW_KEY is unset (IndexNow off). Its calls
 * go to INDEXNOW_ENDPOINT, take their turn through the durable Redis when there is one, and are
 * counted by outcome (`site_indexnow_calls_total`).
 */
export function indexNow(): IndexNowSender | null {
  const { INDEXNOW_KEY, INDEXNOW_ENDPOINT, SITE_URL, REDIS_URL } = env()
  if (!INDEXNOW_KEY) return null
  return processSingleton('indexnow', () => {
    // Every outcome from the start, at 0, so a rate over the series is right from the first call.
    for (const outcome of indexNowOutcomes) metrics().indexNowCalls.inc({ outcome }, 0)
    const local = localGate()
    return new IndexNowSender({
      gate: REDIS_URL ? redisGate(REDIS_URL, local) : local,
      async post(urls) {
        const response = await fetch(INDEXNOW_ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(indexNowBody(SITE_URL, INDEXNOW_KEY, urls)),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        })
        await response.body?.cancel()
        logEvent(response.ok ? 'info' : 'warn', 'indexnow.call', { urls: urls.length, status: response.status })
        return response.status
      },
      counted: (outcome) => metrics().indexNowCalls.inc({ outcome }),
      dropped: (count, why) => logEvent('warn', 'indexnow.dropped', { urls: count, why }),
    })
  })
}
