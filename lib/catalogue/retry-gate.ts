/** A call the gate did not let through: it failed less than a period ago. */
export class NotTried extends Error {
  override name = 'NotTried'
}

/**
 * Keeps a failing call from being made again sooner than once a period, whatever the traffic:
 * after a call fails, every caller within `periodMs` of that failure gets `NotTried` without the
 * call being made. Callers arriving while a call is under way wait for it first: once it failed
 * they are not let through either, so requests arriving together during an outage cost one call.
 * A call that answers opens the gate again. Keys are the calls' own names.
 */
export class RetryGate {
  private readonly failedAt = new Map<string, number>()
  private readonly underWay = new Map<string, Promise<unknown>>()

  constructor(
    private readonly periodMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async run<T>(key: string, call: () => Promise<T>): Promise<T> {
    const under = this.underWay.get(key)
    if (under) await under.catch(() => {})
    if (this.now() - (this.failedAt.get(key) ?? -Infinity) < this.periodMs)
      throw new NotTried(`${key}: failed less than ${this.periodMs} ms ago`)
    const made = call()
    this.underWay.set(key, made)
    try {
      const answer = await made
      this.failedAt.delete(key)
      return answer
    } catch (error) {
      this.failedAt.set(key, this.now())
      throw error
    } finally {
      if (this.underWay.get(key) === made) this.underWay.delete(key)
    }
  }
}
