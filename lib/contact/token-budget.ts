import type { SharedLimits } from '@/lib/limits/minute-counters'
import { type Allowances, createAllowances } from '@/lib/limits/allowances'
import { logEvent } from '@/lib/log/log.mjs'
import type { Sender } from '@/lib/http/client-address'
import { TOKEN_VALID_FOR_MS } from './form-token'
import { type ContactLimits, type TakeResult, TOTAL_KEY } from './rate-limit'

/**
 * The form's tokens are issued on a budget a window, the window being a token's life (an hour):
 * whatever a network fetches, it never holds more good tokens than its budget of the window it
 * is in and of the one before (see `networksToHoldReserve`).
 */
export const TOKEN_BUDGET_WINDOW_MS = TOKEN_VALID_FOR_MS
const WINDOW_MINUTES = TOKEN_BUDGET_WINDOW_MS / 60_000

/** Tokens a window for one client (an IPv4 address, an IPv6 /64), one network (/24, /48), and all clients. */
export type TokenBudget = { perClient: number; perNetwork: number; total: number }

/**
 * The budget the contact limits give: a client is issued as many tokens an hour as it may send
 * messages a minute (5 by default), a network as many as it may (10), and all clients together
 * as many as all may send in an hour (7,200). The last only bounds the counters kept (two a
 * token at most): draining it takes far more networks than taking the reserve does.
 */
export function tokenBudgetFrom(limits: ContactLimits): TokenBudget {
  return { perClient: limits.perClient, perNetwork: limits.perNetwork, total: limits.total * WINDOW_MINUTES }
}

/** What issuing a token needs of the budget (a fake in tests). */
export interface TokenIssuer {
  /** Takes one token of `sender` from its network's, its own and everyone's budget, or none once one is spent. */
  take(sender: Sender): Promise<TakeResult>
}

/**
 * Refusals are logged once a minute per scope at most, with how many there were: a script asking
 * for tokens in a loop must not write a line a request.
 */
function refusalLog() {
  const since = new Map<string, { at: number; refused: number }>()
  return (scope: string) => {
    const now = Date.now()
    const entry = since.get(scope)
    if (entry && now - entry.at < 60_000) {
      entry.refused++
      return
    }
    logEvent('warn', 'rate_limit.refused', { limit: 'contact_token', scope, refused: (entry?.refused ?? 0) + 1 })
    since.set(scope, { at: now, refused: 0 })
  }
}

/** The budget on its counters, all taken at once: a request refused by one is counted in none. */
function tokenIssuer(budget: TokenBudget, allowances: Allowances): TokenIssuer {
  const seconds = TOKEN_BUDGET_WINDOW_MS / 1000
  const client = { name: 'token-client', points: budget.perClient, seconds }
  const network = { name: 'token-network', points: budget.perNetwork, seconds }
  const total = { name: 'token-total', points: budget.total, seconds }
  const logRefusal = refusalLog()
  return {
    async take(sender) {
      const result = await allowances.take([
        { counter: network, key: sender.network, scope: 'network' },
        { counter: client, key: sender.client, scope: 'client' },
        { counter: total, key: TOTAL_KEY, scope: 'total' },
      ])
      if (!result.taken) logRefusal(result.scope)
      return result
    },
  }
}

/**
 * The token budget: this process's counters, or with a shared store every instance's, kept in
 * this process's memory while Redis fails (lib/limits/allowances-redis.ts).
 */
export function createTokenIssuer(budget: TokenBudget, shared?: SharedLimits): TokenIssuer {
  return tokenIssuer(budget, createAllowances('contact_token', shared))
}

/**
 * How many networks (/24s, /48s) an attacker needs to take the share of the limits kept for the
 * form for `minutes` on end, so that a visitor with a fresh token is refused: the reserve,
 * `limits.reserved` a minute, must go to the attacker's tokened messages every minute, at every
 * instance. What one network can send in that time is the least of:
 * - its own allowance, `limits.perNetwork` a minute (at each instance without Redis);
 * - the tokens it can spend: those issued to it in the hour before and during those minutes.
 *   The budget's windows are fixed (an hour from first use), so that span meets at most
 *   ceil(minutes / 60) + 2 of them, each giving the network `budget.perNetwork` tokens (at each
 *   instance without Redis, as each keeps its own budget). A token carries one message: with
 *   Redis, one in all; without, one at each instance, where it is recorded.
 * With `instances` instances and no shared Redis, each instance's reserve must be taken.
 */
export function networksToHoldReserve({
  limits,
  budget,
  minutes,
  instances = 1,
  sharedRedis,
}: {
  limits: ContactLimits
  budget: TokenBudget
  minutes: number
  instances?: number
  sharedRedis: boolean
}): number {
  const windows = Math.ceil(minutes / WINDOW_MINUTES) + 2
  // At one instance, or in all with Redis: the tokens a network can spend there, each once.
  const tokens = budget.perNetwork * windows * (sharedRedis ? 1 : instances)
  const messages = Math.min(limits.perNetwork * minutes, tokens)
  return Math.ceil((limits.reserved * minutes) / messages)
}
