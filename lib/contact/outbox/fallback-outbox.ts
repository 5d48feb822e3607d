import { logEvent } from '@/lib/log/log.mjs'
import { isOutboxFull, type Outbox, type OutboxEntry, type OutboxUsage } from './outbox'

/**
 * The shared outbox first, this server's own when the shared one cannot take a message: a
 * Redis outage never turns a visitor away, and what was kept locally is delivered by this
 * server's worker. Each claimed message is answered to the store it came from. A shared outbox
 * that is full refuses the message: the folder is for outages, not for more room.
 */
export class FallbackOutbox implements Outbox {
  private readonly owners = new Map<string, Outbox>()
  private primaryError: string | undefined

  constructor(
    private readonly primary: Outbox,
    private readonly fallback: Outbox,
  ) {}

  async add(message: OutboxEntry['message']): Promise<OutboxEntry> {
    try {
      const entry = await this.primary.add(message)
      this.primaryError = undefined
      return entry
    } catch (error) {
      if (isOutboxFull(error)) throw error
      this.report(error)
      return this.fallback.add(message)
    }
  }

  /** Every message of both stores; while the shared one is away, this server's alone (see `sharedAway`). */
  async list(): Promise<OutboxEntry[]> {
    const [shared, local] = await Promise.all([this.shared((store) => store.list(), []), this.fallback.list()])
    return [...shared, ...local].sort((a, b) => a.id.localeCompare(b.id))
  }

  /** What both stores hold, and the older of their oldest; while the shared one is away, this server's alone (see `sharedAway`). */
  async usage(): Promise<OutboxUsage> {
    const [shared, local] = await Promise.all([this.shared((store) => store.usage(), { messages: 0, bytes: 0 }), this.fallback.usage()])
    const oldest = [shared.oldestAt, local.oldestAt].filter((at) => at !== undefined)
    return {
      messages: shared.messages + local.messages,
      bytes: shared.bytes + local.bytes,
      ...(oldest.length > 0 ? { oldestAt: Math.min(...oldest) } : {}),
    }
  }

  /** Why the shared store failed its last call, while it is away; undefined once it answers. */
  get sharedAway(): string | undefined {
    return this.primaryError
  }

  async claimDue(now: number, limit: number): Promise<OutboxEntry[]> {
    const shared = await this.shared((store) => store.claimDue(now, limit), [])
    const local = await this.fallback.claimDue(now, limit - shared.length)
    for (const entry of shared) this.owners.set(entry.id, this.primary)
    for (const entry of local) this.owners.set(entry.id, this.fallback)
    return [...shared, ...local]
  }

  async delivered(entry: OutboxEntry): Promise<void> {
    await this.ownerOf(entry).delivered(entry)
  }

  async failed(entry: OutboxEntry, error: string, nextAttemptAt: number): Promise<void> {
    await this.ownerOf(entry).failed(entry, error, nextAttemptAt)
  }

  private ownerOf(entry: OutboxEntry): Outbox {
    const owner = this.owners.get(entry.id) ?? this.primary
    this.owners.delete(entry.id)
    return owner
  }

  /** A call on the shared store; while it fails, `away` instead, and the outage noted. */
  private shared<T>(call: (store: Outbox) => Promise<T>, away: T): Promise<T> {
    return call(this.primary).then(
      (value) => {
        this.primaryError = undefined
        return value
      },
      (error: unknown) => {
        this.report(error)
        return away
      },
    )
  }

  private report(error: unknown) {
    const reason = error instanceof Error ? error.message : String(error)
    if (this.primaryError === undefined) {
      logEvent('error', 'outbox.local_fallback', { reason }, 'shared outbox unavailable; keeping messages on this server')
    }
    this.primaryError = reason
  }
}
