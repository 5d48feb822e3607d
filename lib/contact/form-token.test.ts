import { randomBytes } from 'node:crypto'
import { formTokenValid, issueFormToken, TOKEN_VALID_AFTER_MS, TOKEN_VALID_FOR_MS } from './form-token'

const key = randomBytes(32)
const network = '203.0.113.0/24'
const issuedAt = Date.UTC(2026, 0, 5, 10, 0, 0)
const token = issueFormToken(key, network, issuedAt)
const validAt = (now: number, candidate: unknown = token, on = network, signedWith = key) => formTokenValid(candidate, signedWith, on, now)

describe('the form token', () => {
  it('is good from 3 s after it was issued until a day after, and at no other time', () => {
    expect(validAt(issuedAt)).toBe(false) // a script that fetches the form and posts at once
    expect(validAt(issuedAt + TOKEN_VALID_AFTER_MS - 1)).toBe(false)
    expect(validAt(issuedAt + TOKEN_VALID_AFTER_MS)).toBe(true)
    expect(validAt(issuedAt + 60 * 60 * 1000)).toBe(true)
    expect(validAt(issuedAt + TOKEN_VALID_FOR_MS)).toBe(true)
    expect(validAt(issuedAt + TOKEN_VALID_FOR_MS + 1)).toBe(false)
    expect(validAt(issuedAt - 60_000)).toBe(false) // issued "in the future"
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
