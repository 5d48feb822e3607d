import { createHmac, timingSafeEqual } from 'node:crypto'
import { formTokenPattern } from './fields'

/**
 * A token is good from 3 s after it was issued (a script that fetches one and posts at once
 * gets nothing from it; a person takes longer to type a message) until an hour after. It is good
 * for one message (spent-tokens.ts). An hour is also the window of the budget tokens are issued
 * on (token-budget.ts), so a network can never hold more good tokens than that budget allows
 * in two windows. A message whose token has run out is not refused: it counts as one without a
 * token, and the site's answer carries a fresh one.
 */
export const TOKEN_VALID_AFTER_MS = 3_000
export const TOKEN_VALID_FOR_MS = 60 * 60 * 1000

const signature = (key: Buffer, issuedAt: number, network: string) =>
  createHmac('sha256', key).update(`contact-form\0${issuedAt}\0${network}`).digest().subarray(0, 16)

/**
 * The proof that a visitor fetched the form's token from `network` at `now`: when it was issued
 * and an HMAC of that time and network. It says nothing of the visitor's address but the time.
 */
export function issueFormToken(key: Buffer, network: string, now = Date.now()): string {
  return `${now.toString(36)}.${signature(key, now, network).toString('base64url')}`
}

/**
 * What a message's token is worth to the site: nothing (none, forged, another network's, run
 * out), not yet (`early`: issued under 3 s ago, or by an instance whose clock is ahead), or a
 * message (`good`); an early or good one is good until `expiresAt`.
 */
export type FormTokenReading = { state: 'none' } | { state: 'early' | 'good'; token: string; expiresAt: number }

/**
 * Reads `token` as one `key` issued to `network`. Bound to the network, a token read by one
 * machine does not vouch for an attacker's others elsewhere.
 */
export function readFormToken(token: unknown, key: Buffer, network: string, now = Date.now()): FormTokenReading {
  const parts = typeof token === 'string' ? formTokenPattern.exec(token) : null
  if (!parts) return { state: 'none' }
  const issuedAt = parseInt(parts[1]!, 36)
  const expiresAt = issuedAt + TOKEN_VALID_FOR_MS
  if (now > expiresAt || !timingSafeEqual(Buffer.from(parts[2]!, 'base64url'), signature(key, issuedAt, network))) return { state: 'none' }
  return { state: now - issuedAt < TOKEN_VALID_AFTER_MS ? 'early' : 'good', token: token as string, expiresAt }
}
