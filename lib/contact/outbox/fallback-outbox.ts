import type { Outbox, OutboxEntry } from './outbox'

/**
 * The shared outbox first, this server's own when the shared one cannot take a message: a
 * Redis outage never turns a visitor away, and what was kept locally is delivered by this
 * server's worker. Each claimed message is answered to the store it came from.
 */
export class FallbackOutbox implements Outbox {
  private readonly owners = new Map<string, Outbox>()
  private primaryDown = false

  constructor(
    private readonly primary: Outbox,
    private readonly fallback: Outbox,
  ) {}

  async add(message: OutboxEntry['message']): Promise<OutboxEntry> {
    try {
      const entry = await this.primary.add(message)
      this.primaryDown = false
      return entry
    } catch (error) {
      this.report(error)
      return this.fallback.add(message)
    }
  }

  async list(): Promise<OutboxEntry[]> {
    const [shared, local] = await Promise.all([this.primary.list(), this.fallback.list()])
    return [...shared, ...local].sort((a, b) => a.id.localeCompare(b.id))
  }

  async claimDue(now: number, limit: number): Promise<OutboxEntry[]> {
    const shared = await this.primary.claimDue(now, limit).catch((error: unknown) => {
      this.report(error)
      return []
    })
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

  private report(error: unknown) {
    if (!this.primaryDown)
      console.error(
        `[outbox] shared outbox unavailable (${error instanceof Error ? error.message : String(error)}); keeping messages on this server`,
      )
    this.primaryDown = true
  }
}
