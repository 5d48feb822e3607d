import { env } from '@/lib/env'
import { deliverMessage } from './delivery'
import type { Outbox, OutboxEntry } from './outbox/outbox'

const MAX_DELAY_MS = 10 * 60_000

/** The wait before the next try after `attempts` failures: doubling from the base, at most 10 minutes. */
export function backoff(attempts: number, baseMs: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1))
}

type Deliver = (message: OutboxEntry['message']) => Promise<void>

/** Try every message that is due, once. Answers how many reached upstream. */
export async function deliverDue(outbox: Outbox, deliver: Deliver = deliverMessage, now = Date.now()): Promise<number> {
  const { OUTBOX_RETRY_BASE_MS } = env()
  let delivered = 0
  for (const entry of await outbox.claimDue(now, 50)) {
    try {
      await deliver(entry.message)
      await outbox.delivered(entry)
      delivered++
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await outbox.failed(entry, reason, Date.now() + backoff(entry.attempts + 1, OUTBOX_RETRY_BASE_MS))
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
      const message = `[outbox] delivery round failed: ${String(error)}`
      if (message !== reported) console.error(message)
      reported = message
    } finally {
      running = false
    }
  }
  const timer = setInterval(tick, OUTBOX_POLL_MS)
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
