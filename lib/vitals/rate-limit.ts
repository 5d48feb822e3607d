import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { minuteLimiter, type SharedLimits } from '@/lib/limits/minute-counters'

/**
 * Web Vitals reports one client may send a minute. A visitor sends one a page view (two when a
 * tab is left and comes back), so 30 is a page every two seconds for a minute: more is a script.
 */
export const VITALS_LIMIT_PER_CLIENT = 30

/** What recording a report needs of the limit (a roomier one in tests). */
export interface VitalsLimiter {
  /**
   * Takes one report of `client` from its allowance: 'taken', or, once it is spent, 'refused'
   * ('first-refusal' for the first report refused in the client's minute, the one worth a log line).
   */
  take(client: string): Promise<'taken' | 'refused' | 'first-refusal'>
}

function limiterOf(counter: RateLimiterAbstract, points: number): VitalsLimiter {
  return {
    async take(client) {
      try {
        await counter.consume(client)
        return 'taken'
      } catch (reason) {
        // A refusal is an answer; a store error that no insurance limiter caught is not.
        if (!(reason instanceof RateLimiterRes)) throw reason
        return reason.consumedPoints === points + 1 ? 'first-refusal' : 'refused'
      }
    },
  }
}

/**
 * This process's counters, or with a shared store counters every instance shares in Redis, kept
 * in this process's memory while Redis fails (as the contact limits are: lib/contact/rate-limit.ts).
 */
export function createVitalsLimiter(points = VITALS_LIMIT_PER_CLIENT, shared?: SharedLimits): VitalsLimiter {
  return minuteLimiter((make) => limiterOf(make('vitals', points), points), shared)
}
