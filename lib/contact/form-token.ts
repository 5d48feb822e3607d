import { createHmac, timingSafeEqual } from 'node:crypto'
import { formTokenPattern } from './fields'

/**
 * A token is good from 3 s after it was issued (a script that fetches one and posts at once
 * gets nothing from it; a person takes longer to type a message) until a day after (a tab left
 * open overnight).
 */
export const TOKEN_VALID_AFTER_MS = 3_000
export const TOKEN_VALID_FOR_MS = 24 * 60 * 60 * 1000

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
 * Whether `token` is one `key` issued to `network` between a day and 3 s ago. Bound to the
 * network, a token read by one machine does not vouch for an attacker's others elsewhere.
 */
export function formTokenValid(token: unknown, key: Buffer, network: string, now = Date.now()): boolean {
  const parts = typeof token === 'string' ? formTokenPattern.exec(token) : null
  if (!parts) return false
  const issuedAt = parseInt(parts[1]!, 36)
  const age = now - issuedAt
  if (age < TOKEN_VALID_AFTER_MS || age > TOKEN_VALID_FOR_MS) return false
  return timingSafeEqual(Buffer.from(parts[2]!, 'base64url'), signature(key, issuedAt, network))
}
