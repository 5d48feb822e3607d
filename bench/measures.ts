import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'

let gc: (() => void) | undefined

/**
 * The heap live objects hold, in bytes: garbage is collected first, so what an index keeps is
 * the difference of two readings. The collector is exposed at run time, so a bench runs under
 * plain `tsx` with no Node flag.
 */
export function liveHeapBytes(): number {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  gc()
  return process.memoryUsage().heapUsed
}

/** The value at the p-th percentile of a list sorted ascending. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
