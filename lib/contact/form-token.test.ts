import { randomBytes } from 'node:crypto'
import { issueFormToken, readFormToken, TOKEN_VALID_AFTER_MS, TOKEN_VALID_FOR_MS } from './form-token'

const key = randomBytes(32)
const network = '203.0.113.0/24'
const issuedAt = Date.UTC(2026, 0, 5, 10, 0, 0)
const token = issueFormToken(key, network, issuedAt)
const stateAt = (now: number, candidate: unknown = token, on = network, signedWith = key) =>
  readFormToken(candidate, signedWith, on, now).state
const validAt = (now: number, candidate?: unknown, on?: string, signedWith?: typeof key) =>
  stateAt(now, candidate, on, signedWith) === 'good'

describe('the form token', () => {
  it('is good from 3 s after it was issued until an hour after, and at no other time', () => {
    expect(TOKEN_VALID_FOR_MS).toBe(60 * 60 * 1000)
    expect(validAt(issuedAt)).toBe(false) // a script that fetches the form and posts at once
    expect(validAt(issuedAt + TOKEN_VALID_AFTER_MS - 1)).toBe(false)
    expect(validAt(issuedAt + TOKEN_VALID_AFTER_MS)).toBe(true)
    expect(validAt(issuedAt + 30 * 60 * 1000)).toBe(true)
    expect(validAt(issuedAt + TOKEN_VALID_FOR_MS)).toBe(true)
    expect(validAt(issuedAt + TOKEN_VALID_FOR_MS + 1)).toBe(false)
    expect(validAt(issuedAt - 60_000)).toBe(false) // issued "in the future"
  })

  it('reads as early before its 3 s, as good after, and as nothing once run out, with when it runs out', () => {
    const expiresAt = issuedAt + TOKEN_VALID_FOR_MS
    expect(readFormToken(token, key, network, issuedAt + 1_000)).toEqual({ state: 'early', token, expiresAt })
    expect(readFormToken(token, key, network, issuedAt + 5_000)).toEqual({ state: 'good', token, expiresAt })
    expect(readFormToken(token, key, network, expiresAt + 1)).toEqual({ state: 'none' })
    expect(stateAt(issuedAt + 1_000, token, '203.0.114.0/24')).toBe('none')
  })

  it('vouches only for the network it was issued to, under the key that issued it', () => {
    const later = issuedAt + 10_000
    expect(validAt(later, token, '203.0.114.0/24')).toBe(false)
    expect(validAt(later, token, network, randomBytes(32))).toBe(false)
  })

  it('cannot be moved in time or forged', () => {
    const later = issuedAt + 10_000
    const [, signature] = token.split('.')
    // The same signature under an older issue time (to make a fresh token count at once).
    expect(validAt(later, `${(issuedAt - 5_000).toString(36)}.${signature}`)).toBe(false)
    for (const forged of [
      '',
      'x',
      `${issuedAt.toString(36)}.`,
      `${issuedAt.toString(36)}.${'A'.repeat(22)}`,
      `${token}x`,
      [token],
      42,
      null,
    ])
      expect(validAt(later, forged)).toBe(false)
  })
})
