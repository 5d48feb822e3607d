import { histogram, redirectTargets } from './answers'
import type { Answer } from './http'
import type { RowResult } from './runner'
import type { Attack, Context, Shot } from './types'

/**
 * Every reason a row fails; empty when it holds. Beyond 5xx, kept bytes and lost messages, an
 * answer outside the expected ones fails it too: a forged header that buys a 200, or junk that
 * spends the allowance, leaves no other trace.
 */
/**
 * Behind nginx a hostile request may also meet nginx's own limits first (429): refused before any
 * instance spends anything on it, which is the point of them.
 */
function expected(codes: readonly number[], attack: Attack): readonly number[] {
  return attack.target === 'nginx' && codes.every((code) => code >= 400) ? [...codes, 429] : codes
}

export function judge(
  row: RowResult,
  phases: readonly { name: string; expect: readonly number[]; sent: readonly Shot[]; answers: Answer[] }[],
  attack: Attack,
  context: Context,
): string[] {
  const failures: string[] = []
  if (row.fiveXx > 0) failures.push(`${row.fiveXx} answers 5xx the row does not expect`)
  const unanswered = row.statuses.none ?? 0
  if (unanswered > 0) failures.push(`${unanswered} requests got no answer`)
  for (const phase of phases) {
    const wrong = phase.answers.filter((answer) => answer.status !== 0 && !expected(phase.expect, attack).includes(answer.status))
    const got = [...Object.keys(histogram(wrong)), ...redirectTargets(wrong).map((target) => `${target}…`)].join(', ')
    if (wrong.length > 0) failures.push(`${phase.name}: ${wrong.length}× not ${phase.expect.join('/')} (${got})`)
  }
  if (row.persisted.bytes > row.persisted.toleranceBytes) {
    failures.push(`kept ${row.persisted.bytes} bytes in ${row.persisted.newFiles} new files, tolerance ${row.persisted.toleranceBytes}`)
  }
  if (row.redis && row.redis.keys > row.redis.toleranceKeys)
    failures.push(
      `Redis gained ${row.redis.keys} keys (${row.redis.newKeys.slice(0, 3).join(', ')}…), tolerance ${row.redis.toleranceKeys}`,
    )
  const files = attack.tolerance.files
  if (files !== undefined && row.persisted.newFiles > files)
    failures.push(`kept ${row.persisted.newFiles} new files (${row.persisted.largest[0]?.file ?? ''}…), tolerance ${files}`)
  const cacheFiles = attack.tolerance.nginxCacheFiles
  if (cacheFiles !== undefined && (row.nginxCacheNewFiles ?? 0) > cacheFiles)
    failures.push(`nginx's cache gained ${row.nginxCacheNewFiles} entries, tolerance ${cacheFiles}`)
  if (row.messages.lost > 0) failures.push(`${row.messages.lost} accepted messages lost`)
  if (row.messages.storedWhenRefused > 0) failures.push(`${row.messages.storedWhenRefused} messages stored that must not be`)
  if (row.securityHeaders.bad > 0) {
    failures.push(
      `security headers wrong on ${row.securityHeaders.bad}/${row.securityHeaders.checked} answers (${Object.keys(row.securityHeaders.problems).join(', ')})`,
    )
  }
  if (attack.cpuGoalMs !== undefined && row.nginxCpuMsPerRequest !== undefined && row.nginxCpuMsPerRequest >= attack.cpuGoalMs)
    failures.push(`nginx spent ${row.nginxCpuMsPerRequest.toFixed(1)} ms of CPU a request, goal under ${attack.cpuGoalMs} ms`)
  failures.push(...(attack.check?.(phases, context) ?? []))
  return failures
}
