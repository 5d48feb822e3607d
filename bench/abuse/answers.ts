import type { Answer } from './http'

/** Reading answers: headers as they arrived, histograms, percentiles. */

/** Every value of `name` in the answer, in order (repeated headers are kept apart). */
export function headerValues(answer: Answer, name: string): string[] {
  const wanted = name.toLowerCase()
  const values: string[] = []
  for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
    if (answer.rawHeaders[index]?.toLowerCase() === wanted) values.push(answer.rawHeaders[index + 1] ?? '')
  }
  return values
}

/**
 * The headers every answer must carry, each exactly once: twice is as bad as never, since
 * browsers then combine two policies or ignore both.
 */
const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Strict-Transport-Security',
] as const

/** 'missing X' / 'X ×2' for each security header that is not there exactly once. */
export function securityHeaderProblems(answer: Answer): string[] {
  return SECURITY_HEADERS.flatMap((name) => {
    const count = headerValues(answer, name).length
    return count === 1 ? [] : [count === 0 ? `missing ${name}` : `${name} ×${count}`]
  })
}

/** Status → count, largest first; 0 (no answer) is written 'none'. */
export function histogram(answers: readonly Answer[]): Record<string, number> {
  const counts = new Map<string, number>()
  for (const { status } of answers) {
    const key = status === 0 ? 'none' : String(status)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]))
}

export const formatHistogram = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '–'

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

/** The lifetime a shared cache may keep an answer for: s-maxage, else max-age; 0 when private or no-store. */
export function cacheLifetimeSeconds(cacheControl: string): number {
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0
  const seconds = (directive: string) => Number(cacheControl.match(new RegExp(`\\b${directive}=(\\d+)`, 'i'))?.[1] ?? NaN)
  const shared = seconds('s-maxage')
  return Number.isNaN(shared) ? seconds('max-age') || 0 : shared
}

/** A few distinct Location headers of 3xx answers: where a wrong redirect sends people says why. */
export function redirectTargets(answers: readonly Answer[]): string[] {
  const targets = new Set(
    answers
      .filter((answer) => answer.status >= 300 && answer.status < 400)
      .map((answer) => `${answer.status} → ${headerValues(answer, 'location')[0] ?? '(none)'}`),
  )
  return [...targets].slice(0, 3)
}
