import { histogram, percentile, redirectTargets, securityHeaderProblems } from './answers'
import { MESSAGE_BYTES } from './row-kit'
import { type Destination, destination, type Environment, storedMarkers } from './environment'
import { type Answer, pool } from './http'
import { judge } from './judge'
import { nginxWorkersCpuMs } from './nginx-cpu'
import { play } from './play'
import { clearLimits, growth, type RedisFigures, redisFigures, settle, snapshot } from './persisted'
import type { VisitorLatency } from './probe'
import type { Attack, Context, Shot } from './types'

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
  /** Answers 500 or above that the row does not expect (the outbox's 503 when full is expected). */
  fiveXx: number
  /** nginx workers' CPU per request answered, in ms (nginx rows). */
  nginxCpuMsPerRequest?: number
  persisted: { bytes: number; toleranceBytes: number; why: string; newFiles: number; largest: { file: string; bytes: number }[] }
  nginxCacheBytes?: number
  /** Entries nginx's caches gained (nginx rows). */
  nginxCacheNewFiles?: number
  /** The row's own figures (its `figures`), reported under the table. */
  figures?: Record<string, number>
  redis?: { keys: number; usedMemoryBytes: number; toleranceKeys: number; newKeys: string[] }
  messages: { valid: number; accepted: number; lost: number; storedWhenRefused: number }
  securityHeaders: { checked: number; bad: number; problems: Record<string, number> }
  attackLatencyMs: { p50: number; p99: number }
  /** Each well-behaved visitor's latency while the row ran (probe.ts). */
  pageLatencyMs: VisitorLatency
  failures: string[]
}

export type RunOptions = {
  concurrency: number
  rowSeconds: number
  notFoundEntryBytes: number
}

type Visitors = { between(from: number, to: number): VisitorLatency }

/**
 * Plays one row (play.ts: at most `concurrency` requests in flight, `rowSeconds` in all), then
 * waits for the server to finish writing and compares what it keeps with what it kept before.
 * A row with a server of its own starts it first and stops it after, whatever happened.
 */
export async function runRow(attack: Attack, environment: Environment, context: Context, options: RunOptions, visitors: Visitors) {
  const own = attack.ownServer ? await attack.ownServer() : undefined
  try {
    return await playRow(attack, own?.where ?? destination(environment, attack), environment, context, options, visitors)
  } finally {
    await own?.close()
  }
}

async function playRow(
  attack: Attack,
  where: Destination,
  environment: Environment,
  context: Context,
  options: RunOptions,
  visitors: Visitors,
): Promise<RowResult> {
  if (attack.freshServer) await where.site.restart()
  if (attack.freshLimits && where.redisUrls[0]) await clearLimits(where.redisUrls[0])
  const rowContext = attack.prepare ? { ...context, prepared: await attack.prepare(where.url, context) } : context
  const observation = await attack.observe?.(where, environment)

  const before = snapshot(where.persisted)
  const nginxBefore = snapshot(where.nginxCaches)
  const redisBefore = where.redisUrls.length ? await redisFigures(where.redisUrls) : undefined

  const concurrency = Math.min(options.concurrency, attack.concurrency ?? options.concurrency)
  const agent = pool(concurrency)
  const cpuBefore = where.nginxPid === undefined ? undefined : nginxWorkersCpuMs(where.nginxPid)
  const started = Date.now()
  const { phases, stoppedEarly } = await play(attack, where.url, rowContext, {
    concurrency,
    deadline: started + options.rowSeconds * 1000,
    agent,
  })
  const finished = Date.now()
  agent.destroy()
  const nginxCpuMs = cpuBefore === undefined ? undefined : nginxWorkersCpuMs(where.nginxPid!) - cpuBefore

  const after = await settle(where.persisted)
  const nginxAfter = snapshot(where.nginxCaches)
  const redisAfter = where.redisUrls.length ? await redisFigures(where.redisUrls) : undefined
  const markers = await storedMarkers(where)
  const observed = await observation?.after(phases)

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
    phases: phases.map((phase) => ({
      name: phase.name,
      sent: phase.answers.length,
      expect: phase.expect,
      statuses: histogram(phase.answers),
      redirects: redirectTargets(phase.answers),
    })),
    fiveXx: phases.flatMap((phase) => phase.answers.filter((answer) => answer.status >= 500 && !phase.expect.includes(answer.status)))
      .length,
    ...(nginxCpuMs === undefined ? {} : { nginxCpuMsPerRequest: Math.round((nginxCpuMs / Math.max(1, answers.length)) * 100) / 100 }),
    persisted: { bytes: kept.bytes, toleranceBytes, why, newFiles: kept.newFiles, largest: kept.largest },
    ...(where.nginxCaches.length ? nginxCacheGrowth(growth(nginxBefore, nginxAfter, where.site.dir)) : {}),
    ...(attack.figures || observed ? { figures: { ...attack.figures?.(phases), ...observed?.figures } } : {}),
    ...(redisBefore && redisAfter ? { redis: redisChange(redisBefore, redisAfter, redisKeys) } : {}),
    messages: messageFate(shots, answers, markers),
    securityHeaders: securityHeaderSummary(answers),
    attackLatencyMs: {
      p50: Math.round(
        percentile(
          answers.map((answer) => answer.ms),
          50,
        ),
      ),
      p99: Math.round(
        percentile(
          answers.map((answer) => answer.ms),
          99,
        ),
      ),
    },
    pageLatencyMs: visitors.between(started, finished),
    failures: [],
  }
  result.failures = [...judge(result, phases, attack, rowContext), ...(observed?.problems ?? [])]
  return result
}

const nginxCacheGrowth = ({ bytes, newFiles }: { bytes: number; newFiles: number }) => ({
  nginxCacheBytes: bytes,
  nginxCacheNewFiles: newFiles,
})

function redisChange(before: RedisFigures, after: RedisFigures, toleranceKeys: number) {
  // Keys added, not the net change: counters expiring meanwhile must not hide what the row left.
  const added = [...after.keys].filter((key) => !before.keys.has(key))
  return { keys: added.length, usedMemoryBytes: after.usedMemory - before.usedMemory, toleranceKeys, newKeys: added.slice(0, 10) }
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
