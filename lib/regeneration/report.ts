import type { Outcome } from './regenerator'

/**
 * Paths one log line carries, and their characters at most: with its other fields the line stays
 * under the 1 kB, and each list under the 20 items, a line may hold (lib/log/bounds.mjs).
 */
const PATHS_PER_LINE = 16
const PATH_CHARS_PER_LINE = 600

export type BatchLine = { pages: number; ms: number; part: string; outcomes: Partial<Record<Outcome, string[]>> }

/**
 * A batch's `regeneration.batch` lines: the pages under each outcome
 * (`{ regenerated: ['/products/fan', …], failed: […] }`), spread over as many lines as their
 * paths need, each naming the batch's size and time and which part of it it is (`1/3`). Every
 * page is in one line, none cut.
 */
export function batchLines(done: readonly { path: string; outcome: Outcome }[], ms: number): BatchLine[] {
  const parts: Partial<Record<Outcome, string[]>>[] = []
  let current: Partial<Record<Outcome, string[]>> = {}
  let size = 0
  let count = 0
  for (const { path, outcome } of done) {
    if (count === PATHS_PER_LINE || (count > 0 && size + path.length > PATH_CHARS_PER_LINE)) {
      parts.push(current)
      current = {}
      size = count = 0
    }
    ;(current[outcome] ??= []).push(path)
    size += path.length + 3
    count += 1
  }
  parts.push(current)
  return parts.map((outcomes, index) => ({ pages: done.length, ms, part: `${index + 1}/${parts.length}`, outcomes }))
}
