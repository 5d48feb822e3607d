import { env } from '@/lib/server/env'
import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
import { deliverMessage } from './delivery'
import type { Outbox, OutboxEntry } from './outbox/outbox'

const MAX_DELAY_MS = 10 * 60_000

/** The wait before the next try after `attempts` failures: doubling from the base, at most 10 minutes. */
export function backoff(attempts: number, baseMs: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1))
}

type Deliver = (message: OutboxEntry['message']) => Promise<void>

/**
 * Try every message that is due, once. Answers how many reached upstream. Each try is counted
 * by outcome, and a failed one logged by the message's id alone (never who sent it or what).
 */
export async function deliverDue(outbox: Outbox, deliver: Deliver = deliverMessage, now = Date.now()): Promise<number> {
  const { OUTBOX_RETRY_BASE_MS } = env()
  const { deliveries } = metrics()
  let delivered = 0
  for (const entry of await outbox.claimDue(now, 50)) {
    let sent = false
    try {
      await deliver(entry.message)
      sent = true
      deliveries.inc({ outcome: 'delivered' })
      await outbox.delivered(entry)
      delivered++
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const retryAt = Date.now() + backoff(entry.attempts + 1, OUTBOX_RETRY_BASE_MS)
      if (!sent) {
        deliveries.inc({ outcome: 'failed' })
        logEvent('warn', 'delivery.failed', {
          id: entry.id,
          attempts: entry.attempts + 1,
          reason,
          retryAt: new Date(retryAt).toISOString(),
        })
      }
      // Sent but not forgotten (the store failed): kept, and sent again rather than lost.
      await outbox.failed(entry, reason, retryAt)
    }
  }
  return delivered
}

/**
 * The delivery loop of a server process: every OUTBOX_POLL_MS it sends what is due. Without
 * API_URL there is nowhere to send to, and the outbox is the inbox.
 */
export function startDeliveryWorker(outbox: Outbox): () => void {
  const { OUTBOX_POLL_MS } = env()
  let running = false
  let reported = ''
  const tick = async () => {
    if (running || !env().API_URL) return
    running = true
    try {
      await deliverDue(outbox)
      reported = ''
    } catch (error) {
      // The outbox itself failed (not a delivery): said once until a round succeeds or the reason changes.
      const reason = error instanceof Error ? error.message : String(error)
      if (reason !== reported) logEvent('error', 'delivery.failed', { reason }, 'delivery round failed')
      reported = reason
    } finally {
      running = false
    }
  }
  const timer = setInterval(tick, OUTBOX_POLL_MS)
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
