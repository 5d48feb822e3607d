import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Whether a secret a request carries is the configured one: the webhook's, the front proxy's,
 * a preview link's. Compared in constant time, on digests so that lengths never leak either;
 * nothing matches while no secret is configured.
 */
export function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || !given) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
