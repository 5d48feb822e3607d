import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { type MakeCounter, minuteLimiter, type SharedLimits } from '@/lib/limits/minute-counters'
import { logEvent } from '@/lib/log/log.mjs'
import type { Sender } from '@/lib/http/client-address'

/**
 * Contact messages a minute: from one client (an IPv4 address, an IPv6 /64), from one network (an
 * IPv4 /24, an IPv6 /48), and from all clients together, of which `reserved` is kept for messages
 * carrying the form's token: those without one never spend it.
 */
export type ContactLimits = { perClient: number; perNetwork: number; total: number; reserved: number }

/**
 * The limits CONTACT_LIMIT_PER_CLIENT and CONTACT_LIMIT_TOTAL give: a network may send what two
 * clients may (an office or a household behind several addresses still gets through, an attacker
 * holding a whole /48 gets no more), and a quarter of the total is kept for the form's visitors.
 */
export function contactLimitsFrom({ perClient, total }: { perClient: number; total: number }): ContactLimits {
  return { perClient, perNetwork: 2 * perClient, total, reserved: Math.floor(total / 4) }
}

/** A sender, and whether its message carries a valid form token. */
export type LimitedSender = Sender & { tokened: boolean }

/** Which allowance ran out: the client's, its network's, or everyone's. */
type LimitScope = 'client' | 'network' | 'total'
export type TakeResult = { taken: true } | { taken: false; scope: LimitScope; retryAfterMs: number }

/** What accepting a message needs of the limits (a fake in tests). */
export interface ContactLimiter {
  /** Takes one message of `sender` from every allowance it draws on, or none once one is spent. */
  take(sender: LimitedSender): Promise<TakeResult>
}

/** The four counters: `open` counts the messages without a token against the total less the reserve. */
export type ContactCounters = Record<'client' | 'network' | 'open' | 'total', RateLimiterAbstract>

/** The key of the allowances all clients share. */
export const TOTAL_KEY = 'all'

/** One allowance a take draws on: its counter, the key it counts under there, and its scope. */
export type Allowance = [counter: RateLimiterAbstract, key: string, scope: LimitScope]

/**
 * Takes one from each of `allowances` in order, or from none once one is spent. The ones all
 * clients share (`shared`, counted under TOTAL_KEY, last in `allowances`) are looked at before
 * anything is counted, which keeps memory bounded: the library drops a counter when its window
 * ends (a timer in memory, a TTL in Redis), and once they are spent a flood from fresh addresses
 * makes no counters at all. Listing the client's first, a client over its own allowance never
 * spends its network's or everyone's; one refused at a later allowance is given back to the
 * earlier ones.
 */
export async function takeFromEach(shared: RateLimiterAbstract[], allowances: Allowance[]): Promise<TakeResult> {
  for (const counter of shared) {
    const state = await counter.get(TOTAL_KEY)
    if (state?.remainingPoints === 0) return { taken: false, scope: 'total', retryAfterMs: state.msBeforeNext }
  }
  const charged: [RateLimiterAbstract, string][] = []
  for (const [counter, key, scope] of allowances) {
    const refusal = await refused(counter, key)
    if (refusal) {
      await Promise.all(charged.map(([earlier, earlierKey]) => earlier.reward(earlierKey)))
      return { taken: false, scope, retryAfterMs: refusal.msBeforeNext }
    }
    charged.push([counter, key])
  }
  return { taken: true }
}

/** The allowances a contact message draws on (`total`, and `open` without a token, shared by all). */
export function contactLimiter(counters: ContactCounters): ContactLimiter {
  return {
    async take({ client, network, tokened }) {
      const shared = tokened ? [counters.total] : [counters.open, counters.total]
      const result = await takeFromEach(shared, [
        [counters.client, client, 'client'],
        [counters.network, network, 'network'],
        ...shared.map((counter): Allowance => [counter, TOTAL_KEY, 'total']),
      ])
      // Which allowance ran out, for operators: never the client's address.
      if (!result.taken) logEvent('warn', 'rate_limit.refused', { limit: 'contact', scope: result.scope, tokened })
      return result
    },
  }
}

/** The refusal of a spent allowance, or null once counted; a store error no insurance caught throws. */
async function refused(counter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await counter.consume(key)
    return null
  } catch (reason) {
    if (reason instanceof RateLimiterRes) return reason
    throw reason
  }
}

const points = (limits: ContactLimits) => ({
  client: limits.perClient,
  network: limits.perNetwork,
  open: limits.total - limits.reserved,
  total: limits.total,
})
const countersOf = (limits: ContactLimits, make: MakeCounter) =>
  Object.fromEntries(Object.entries(points(limits)).map(([name, allowed]) => [name, make(name, allowed)])) as ContactCounters

/**
 * The contact limits: this process's counters, or with a shared store every instance's, kept in
 * this process's memory while Redis fails, so an outage never turns visitors away
 * (lib/limits/minute-counters.ts).
 */
export function createContactLimiter(limits: ContactLimits, shared?: SharedLimits): ContactLimiter {
  return minuteLimiter((make) => contactLimiter(countersOf(limits, make)), shared)
}
