import type { Allowances, Draw, Taking } from './allowances'

/** One key's window: what it has counted, and when it ends (ms since the epoch). */
type Window = { used: number; endsAt: number }

/** How often windows that have ended are dropped. */
const SWEEP_EVERY_MS = 10_000

/**
 * The draw whose allowance is spent and frees last, with how long it takes to, or undefined
 * when every one has room.
 */
function spentLongest<S extends string>(draws: Draw<S>[], waits: (number | undefined)[]) {
  let refusal: { scope: S; retryAfterMs: number } | undefined
  draws.forEach(({ scope }, i) => {
    const wait = waits[i]
    if (wait !== undefined && (!refusal || wait > refusal.retryAfterMs)) refusal = { scope, retryAfterMs: wait }
  })
  return refusal
}

/**
 * The allowances in this process's memory: every draw is looked at and counted in one
 * synchronous step, so concurrent takes never pass a bound, and a refused take makes no window.
 * Windows are made only by takes that pass, so what is held is bounded by the allowances the
 * draws share (at most what they let through in two windows, as ended ones go every 10 s).
 */
export function allowancesInMemory(): Allowances & { held(): number } {
  const windows = new Map<string, Window>()
  let sweepAt = 0
  const sweep = (now: number) => {
    if (now < sweepAt) return
    for (const [id, window] of windows) if (window.endsAt <= now) windows.delete(id)
    sweepAt = now + SWEEP_EVERY_MS
  }
  return {
    async take<S extends string>(draws: Draw<S>[]): Promise<Taking<S>> {
      const now = Date.now()
      sweep(now)
      const ids = draws.map(({ counter, key }) => `${counter.name}:${key}`)
      const open = ids.map((id) => {
        const window = windows.get(id)
        return window && window.endsAt > now ? window : undefined
      })
      const refusal = spentLongest(
        draws,
        draws.map(({ counter }, i) => {
          const used = open[i]?.used ?? 0
          return used < counter.points ? undefined : (open[i]?.endsAt ?? now + counter.seconds * 1000) - now
        }),
      )
      if (refusal) return { taken: false, ...refusal }
      const counted = draws.map(({ counter }, i): [string, Window] => {
        const window = open[i] ?? { used: 0, endsAt: now + counter.seconds * 1000 }
        window.used++
        windows.set(ids[i]!, window)
        return [ids[i]!, window]
      })
      return {
        taken: true,
        // Only to the windows counted in: one that has ended since owes nothing.
        giveBack: async () => {
          for (const [id, window] of counted) if (windows.get(id) === window && window.used > 0) window.used--
        },
      }
    },
    held: () => windows.size,
  }
}
