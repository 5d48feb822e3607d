import { headerValues, histogram, percentile, securityHeaderProblems } from './answers'
import { type Attack, type Context, MESSAGE_BYTES, type Shot } from './attacks'
import { destination, type Environment, storedMarkers } from './environment'
import { type Answer, flood, pool } from './http'
import { growth, type RedisFigures, redisFigures, settle, snapshot } from './persisted'
import type { Latency } from './probe'

/** Everything measured for one row: the table shows part of it, abuse.json all of it. */
export type RowResult = {
  id: string
  title: string
  target: Attack['target']
  expected: string
  reportOnly?: string
  planned: number
  sent: number
  stoppedEarly: boolean
  seconds: number
  statuses: Record<string, number>
  /** Per kind of request; `redirects` samples where its 3xx answers pointed. */
  phases: { name: string; sent: number; expect: readonly number[]; statuses: Record<string, number>; redirects: string[] }[]
  fiveXx: number
  persisted: { bytes: number; toleranceBytes: number; why: string; newFiles: number; largest: { file: string; bytes: number }[] }
  nginxCacheBytes?: number
  redis?: { keys: number; usedMemoryBytes: number; toleranceKeys: number; newKeys: string[] }
  messages: { valid: number; accepted: number; lost: number; storedWhenRefused: number }
  securityHeaders: { checked: number; bad: number; problems: Record<string, number> }
  attackLatencyMs: { p50: number; p99: number }
  pageLatencyMs: Latency
  failures: string[]
}

export type RunOptions = {
  concurrency: number
  rowSeconds: number
  notFoundEntryBytes: number
}

type Probe = { between(from: number, to: number): Latency }

/**
 * Plays one row: its phases one after the other, at most `concurrency` requests in flight and
 * `rowSeconds` in all; then waits for the server to finish writing and compares what it keeps.
 */
export async function runRow(attack: Attack, environment: Environment, context: Context, options: RunOptions, probe: Probe): Promise<RowResult> {
  const where = destination(environment, attack)
  if (attack.freshServer) await where.site.restart()

  const before = snapshot(where.persisted)
  const nginxBefore = snapshot(where.nginxCaches)
  const redisBefore = where.redisUrl ? await redisFigures(where.redisUrl) : undefined

  const agent = pool(options.concurrency)
  const started = Date.now()
  const deadline = started + options.rowSeconds * 1000
  const phases: { name: string; expect: readonly number[]; sent: Shot[]; answers: Answer[] }[] = []
  let stoppedEarly = false
  for (const [index, phase] of attack.phases.entries()) {
    // Each phase gets an equal share of the time left, so a slow first phase cannot starve the
    // others; a phase that finishes early leaves its share to the ones after it.
    const share = (deadline - Date.now()) / (attack.phases.length - index)
    const bounds = { concurrency: options.concurrency, deadline: Date.now() + share, agent }
    const result = await flood(where.url, phase.count, (at) => phase.make(at, context), bounds)
    phases.push({ name: phase.name, expect: phase.expect, ...result })
    stoppedEarly ||= result.stoppedEarly
  }
  const finished = Date.now()
  agent.destroy()

  const after = await settle(where.persisted)
  const nginxAfter = snapshot(where.nginxCaches)
  const redisAfter = where.redisUrl ? await redisFigures(where.redisUrl) : undefined
  const markers = await storedMarkers(environment, where)

  const answers = phases.flatMap((phase) => phase.answers)
  const shots = phases.flatMap((phase) => phase.sent)
  const kept = growth(before, after, where.site.dir)
  const { notFoundEntry, bytes = 0, messages = 0, redisKeys = 0, why } = attack.tolerance
  // A not-found entry written at run time differs from the build's by its headers and times: a tenth more.
  const toleranceBytes = bytes + (notFoundEntry ? Math.round(options.notFoundEntryBytes * 1.1) : 0) + messages * MESSAGE_BYTES

  const result: RowResult = {
    id: attack.id,
    title: attack.title,
    target: attack.target,
    expected: attack.expected,
    ...(attack.reportOnly ? { reportOnly: attack.reportOnly } : {}),
    planned: attack.phases.reduce((sum, phase) => sum + phase.count, 0),
    sent: answers.length,
    stoppedEarly,
    seconds: Math.round((finished - started) / 100) / 10,
    statuses: histogram(answers),
    phases: phases.map((phase) => ({ name: phase.name, sent: phase.answers.length, expect: phase.expect, statuses: histogram(phase.answers), redirects: redirectTargets(phase.answers) })),
    fiveXx: answers.filter((answer) => answer.status >= 500).length,
    persisted: { bytes: kept.bytes, toleranceBytes, why, newFiles: kept.newFiles, largest: kept.largest },
    ...(where.nginxCaches.length ? { nginxCacheBytes: growth(nginxBefore, nginxAfter, where.site.dir).bytes } : {}),
    ...(redisBefore && redisAfter ? { redis: redisChange(redisBefore, redisAfter, redisKeys) } : {}),
    messages: messageFate(shots, answers, markers),
    securityHeaders: securityHeaderSummary(answers),
    attackLatencyMs: { p50: Math.round(percentile(answers.map((answer) => answer.ms), 50)), p99: Math.round(percentile(answers.map((answer) => answer.ms), 99)) },
    pageLatencyMs: probe.between(started, finished),
    failures: [],
  }
  result.failures = judge(result, phases, attack, context)
  return result
}

/** A few distinct Location headers of 3xx answers: where a wrong redirect sends people says why. */
function redirectTargets(answers: readonly Answer[]): string[] {
  const targets = new Set(answers.filter((answer) => answer.status >= 300 && answer.status < 400).map((answer) => `${answer.status} → ${headerValues(answer, 'location')[0] ?? '(none)'}`))
  return [...targets].slice(0, 3)
}

function redisChange(before: RedisFigures, after: RedisFigures, toleranceKeys: number) {
  const added = [...after.keys].filter((key) => !before.keys.has(key))
  return { keys: after.keys.size - before.keys.size, usedMemoryBytes: after.usedMemory - before.usedMemory, toleranceKeys, newKeys: added.slice(0, 10) }
}

/**
 * Valid messages answered 200 must be kept (in the outbox, or already upstream); messages the
 * site must refuse or silently drop must not be, whatever they were answered.
 */
function messageFate(shots: readonly Shot[], answers: readonly Answer[], stored: Set<string>) {
  let valid = 0
  let accepted = 0
  let lost = 0
  let storedWhenRefused = 0
  shots.forEach((shot, index) => {
    if (!shot.message) return
    const kept = stored.has(shot.message.marker)
    if (!shot.message.shouldStore) {
      if (kept) storedWhenRefused++
      return
    }
    valid++
    if (answers[index]?.status !== 200) return
    accepted++
    if (!kept) lost++
  })
  return { valid, accepted, lost, storedWhenRefused }
}

function securityHeaderSummary(answers: readonly Answer[]) {
  const problems: Record<string, number> = {}
  let checked = 0
  let bad = 0
  for (const answer of answers) {
    if (answer.status === 0) continue
    checked++
    const found = securityHeaderProblems(answer)
    if (found.length > 0) bad++
    for (const problem of found) problems[problem] = (problems[problem] ?? 0) + 1
  }
  return { checked, bad, problems }
}

/** Every reason the row fails; empty when it holds. */
function judge(row: RowResult, phases: readonly { name: string; expect: readonly number[]; answers: Answer[] }[], attack: Attack, context: Context): string[] {
  const failures: string[] = []
  if (row.fiveXx > 0) failures.push(`${row.fiveXx} answers 5xx`)
  const unanswered = row.statuses.none ?? 0
  if (unanswered > 0) failures.push(`${unanswered} requests got no answer`)
  for (const phase of phases) {
    const wrong = phase.answers.filter((answer) => answer.status !== 0 && !phase.expect.includes(answer.status))
    const got = [...Object.keys(histogram(wrong)), ...redirectTargets(wrong).map((target) => `${target}…`)].join(', ')
    if (wrong.length > 0) failures.push(`${phase.name}: ${wrong.length}× not ${phase.expect.join('/')} (${got})`)
  }
  if (row.persisted.bytes > row.persisted.toleranceBytes) {
    failures.push(`kept ${row.persisted.bytes} bytes in ${row.persisted.newFiles} new files, tolerance ${row.persisted.toleranceBytes}`)
  }
  if (row.redis && row.redis.keys > row.redis.toleranceKeys) failures.push(`Redis gained ${row.redis.keys} keys (${row.redis.newKeys.slice(0, 3).join(', ')}…), tolerance ${row.redis.toleranceKeys}`)
  if (row.messages.lost > 0) failures.push(`${row.messages.lost} accepted messages lost`)
  if (row.messages.storedWhenRefused > 0) failures.push(`${row.messages.storedWhenRefused} messages stored that must not be`)
  if (row.securityHeaders.bad > 0) {
    failures.push(`security headers wrong on ${row.securityHeaders.bad}/${row.securityHeaders.checked} answers (${Object.keys(row.securityHeaders.problems).join(', ')})`)
  }
  failures.push(...(attack.check?.(phases, context) ?? []))
  return failures
}
