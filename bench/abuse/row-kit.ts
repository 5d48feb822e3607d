import type { Attack, Phase, Tolerance } from './types'

/** What the rows of every round share: tolerances, goals, and the row played on both targets. */

/** A stored outbox entry is about 0.5 kB; 2 kB leaves room for the longest legal fields. */
export const MESSAGE_BYTES = 2048
/** What a miss may cost nginx: a client that can make every request one must not get more. */
export const MISS_CPU_GOAL_MS = 8

export const NOTHING: Tolerance = { why: 'nothing: a hostile request leaves no trace' }
export const NOT_FOUND: Tolerance = {
  notFoundEntry: true,
  redisKeys: 8,
  why: "one not-found page entry (Next's fixed 404 page) and, in Redis, the last-good copies of the upstream lists it shows: the same few however many unknown paths",
}

/** The same attack straight at Next and through nginx, each with its own phases (volume). */
export const onBoth = (attack: Omit<Attack, 'target' | 'phases'>, next: readonly Phase[], nginx: readonly Phase[]): Attack[] => [
  { ...attack, target: 'next', phases: next },
  // Behind nginx is one server on Redis, never restarted: its rows come in an order that needs none.
  { ...attack, target: 'nginx', phases: nginx, freshServer: false },
]
