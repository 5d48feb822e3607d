import type { Agent } from 'node:http'
import { type Answer, flood } from './http'
import type { Attack, Context, Shot } from './types'

export type Played = { phases: { name: string; expect: readonly number[]; sent: Shot[]; answers: Answer[] }[]; stoppedEarly: boolean }
type Bounds = { concurrency: number; deadline: number; agent: Agent }

/**
 * Sends a row's requests. Its kinds of request (phases) are interleaved in proportion, so a row
 * its time limit cuts short has still sent some of every kind; a row whose order matters
 * (`ordered`) sends them one phase after the other instead.
 */
export function play(attack: Attack, url: string, context: Context, bounds: Bounds): Promise<Played> {
  return attack.ordered ? inSequence(attack, url, context, bounds) : interleaved(attack, url, context, bounds)
}

async function interleaved(attack: Attack, url: string, context: Context, bounds: Bounds): Promise<Played> {
  // Request k of a phase of n goes out at (k + ½) / n of the row: every kind spread over all of it.
  const schedule = attack.phases
    .flatMap((phase, which) => Array.from({ length: phase.count }, (_, index) => ({ which, index, at: (index + 0.5) / phase.count })))
    .sort((a, b) => a.at - b.at)
  const result = await flood(
    url,
    schedule.length,
    (slot) => {
      const { which, index } = schedule[slot]!
      return attack.phases[which]!.make(index, context)
    },
    bounds,
  )
  const phases = attack.phases.map((phase) => ({ name: phase.name, expect: phase.expect, sent: [] as Shot[], answers: [] as Answer[] }))
  result.answers.forEach((answer, slot) => {
    const phase = phases[schedule[slot]!.which]!
    phase.sent.push(result.sent[slot]!)
    phase.answers.push(answer)
  })
  return { phases, stoppedEarly: result.stoppedEarly }
}

async function inSequence(attack: Attack, url: string, context: Context, bounds: Bounds): Promise<Played> {
  const phases: Played['phases'] = []
  let stoppedEarly = false
  for (const [index, phase] of attack.phases.entries()) {
    // Each phase gets an equal share of the time left; one that finishes early leaves its share on.
    const share = (bounds.deadline - Date.now()) / (attack.phases.length - index)
    const result = await flood(url, phase.count, (at) => phase.make(at, context), { ...bounds, deadline: Date.now() + share })
    phases.push({ name: phase.name, expect: phase.expect, sent: result.sent, answers: result.answers })
    stoppedEarly ||= result.stoppedEarly
  }
  return { phases, stoppedEarly }
}
