import type { SharedLimits } from '@/lib/limits/minute-counters'
import { type Allowances, type Counter, createAllowances, type Draw, type Taking } from '@/lib/limits/allowances'
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
/** A take of the limits: `giveBack` returns it when its message is not kept after all. */
export type TakeResult = Taking<LimitScope>

/** What accepting a message needs of the limits (a fake in tests). */
export interface ContactLimiter {
  /** Takes one message of `sender` from every allowance it draws on, or from none. */
  take(sender: LimitedSender): Promise<TakeResult>
}

/** The key of the allowances all clients share. */
export const TOTAL_KEY = 'all'

const WINDOW_SECONDS = 60

/** The four counters: `open` counts the messages without a token against the total less the reserve. */
const countersOf = (limits: ContactLimits): Record<'client' | 'network' | 'open' | 'total', Counter> => ({
  client: { name: 'client', points: limits.perClient, seconds: WINDOW_SECONDS },
  network: { name: 'network', points: limits.perNetwork, seconds: WINDOW_SECONDS },
  open: { name: 'open', points: limits.total - limits.reserved, seconds: WINDOW_SECONDS },
  total: { name: 'total', points: limits.total, seconds: WINDOW_SECONDS },
})

/**
 * The allowances a contact message draws on: its client's, its network's, and those all clients
 * share (`total`, and `open` without a token), all in one take: a message refused by one is
 * counted in none, so a client over its own allowance never spends its network's or everyone's,
 * and once the shared ones are spent a flood from fresh addresses makes no counters at all.
 */
export function contactLimiter(limits: ContactLimits, allowances: Allowances): ContactLimiter {
  const counters = countersOf(limits)
  return {
    async take({ client, network, tokened }) {
      const shared = tokened ? [counters.total] : [counters.open, counters.total]
      const result = await allowances.take([
        { counter: counters.client, key: client, scope: 'client' },
        { counter: counters.network, key: network, scope: 'network' },
        ...shared.map((counter): Draw<LimitScope> => ({ counter, key: TOTAL_KEY, scope: 'total' })),
      ])
      // Which allowance ran out, for operators: never the client's address.
      if (!result.taken) logEvent('warn', 'rate_limit.refused', { limit: 'contact', scope: result.scope, tokened })
      return result
    },
  }
}

/**
 * The contact limits: this process's counters, or with a shared store every instance's, kept in
 * this process's memory while Redis fails, so an outage never turns visitors away
 * (lib/limits/allowances-redis.ts).
 */
export function createContactLimiter(limits: ContactLimits, shared?: SharedLimits): ContactLimiter {
  return contactLimiter(limits, createAllowances('contact', shared))
}
