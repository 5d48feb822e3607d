import { allowancesInMemory } from './allowances-memory'
import { allowancesInRedis } from './allowances-redis'
import type { SharedLimits } from './minute-counters'

/** A kind of allowance: `points` takes a window of `seconds` (fixed, from its first take), for each key apart. */
export type Counter = { name: string; points: number; seconds: number }

/** One allowance a take draws on: its counter, the key it counts under there, and what a refusal names. */
export type Draw<S extends string> = { counter: Counter; key: string; scope: S }

/**
 * A take: one from every allowance, with the means to give exactly those back (to the store that
 * counted them, in the windows they were counted in); or none, naming the allowance that frees
 * last and when it does, so that a try after `retryAfterMs` can pass.
 */
export type Taking<S extends string> = { taken: true; giveBack: () => Promise<void> } | { taken: false; scope: S; retryAfterMs: number }

/** Counters that take from several allowances at once, all of them or none. */
export interface Allowances {
  take<S extends string>(draws: Draw<S>[]): Promise<Taking<S>>
}

/**
 * Allowances counted in this process, or with a shared store in Redis for every instance, and in
 * this process's memory while Redis fails or is slow (allowances-redis.ts). `limit` names them
 * in the log and the metrics.
 */
export function createAllowances(limit: string, shared?: SharedLimits): Allowances {
  const local = allowancesInMemory()
  return shared ? allowancesInRedis(limit, local, shared) : local
}
