/**
 * A sliding one-minute window per key. Kept in memory by one process; the shared store of a
 * multi-instance deployment implements the same interface.
 */
export interface RateLimiter {
  /** Counts a hit for `key` and answers whether it is still within `limit` for the window. */
  hit(key: string, limit: number, now?: number): Promise<boolean>
}

export const WINDOW_MS = 60_000
const MAX_KEYS = 10_000

export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>()

  async hit(key: string, limit: number, now = Date.now()): Promise<boolean> {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < WINDOW_MS)
    const allowed = recent.length < limit
    if (allowed) recent.push(now)
    this.hits.delete(key)
    this.hits.set(key, recent)
    // Forget the least recently seen keys so a flood of addresses cannot grow memory without bound.
    if (this.hits.size > MAX_KEYS) {
      const oldest = this.hits.keys().next().value
      if (oldest !== undefined) this.hits.delete(oldest)
    }
    return allowed
  }
}
