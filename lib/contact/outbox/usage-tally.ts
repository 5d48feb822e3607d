import { acceptedAt, type OutboxUsage } from './outbox'

/**
 * What a store holds, kept as it changes rather than counted when asked: the metrics scrape and
 * the health check read it often, and listing a folder of 5,000 messages took 137 ms. Messages
 * are keyed by id, so one written twice (a retry rewrites its file) counts once.
 */
export class UsageTally {
  private readonly held = new Map<string, { bytes: number; at: number }>()
  private bytes = 0
  /** The oldest message, found again only after it leaves. */
  private oldest: { id: string; at: number } | undefined

  /** A message is held, or held again with a new size. */
  hold(id: string, bytes: number): void {
    const at = acceptedAt(id)
    this.bytes += bytes - (this.held.get(id)?.bytes ?? 0)
    this.held.set(id, { bytes, at })
    if (this.oldest && at < this.oldest.at) this.oldest = { id, at }
  }

  forget(id: string): void {
    const gone = this.held.get(id)
    if (!gone) return
    this.held.delete(id)
    this.bytes -= gone.bytes
    if (this.oldest?.id === id) this.oldest = undefined
  }

  usage(): OutboxUsage {
    if (!this.oldest && this.held.size > 0) this.oldest = this.findOldest()
    return { messages: this.held.size, bytes: this.bytes, ...(this.oldest ? { oldestAt: this.oldest.at } : {}) }
  }

  private findOldest(): { id: string; at: number } | undefined {
    let oldest: { id: string; at: number } | undefined
    for (const [id, { at }] of this.held) if (!oldest || at < oldest.at) oldest = { id, at }
    return oldest
  }
}
