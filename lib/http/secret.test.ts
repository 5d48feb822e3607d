import { secretMatches } from './secret'

describe('secretMatches', () => {
  const secret = 'a-long-shared-secret-value'

  it('accepts the configured secret only', () => {
    expect(secretMatches(secret, secret)).toBe(true)
    expect(secretMatches('a-long-shared-secret-valuf', secret)).toBe(false)
    expect(secretMatches('short', secret)).toBe(false)
    expect(secretMatches(null, secret)).toBe(false)
  })

  it('never accepts a part of the secret, nor the secret with more after it', () => {
    expect(secretMatches(secret.slice(0, -1), secret)).toBe(false)
    expect(secretMatches(secret.slice(0, 1), secret)).toBe(false)
    expect(secretMatches(`${secret}x`, secret)).toBe(false)
  })

  it('refuses everything when no secret is configured', () => {
    expect(secretMatches('', undefined)).toBe(false)
    expect(secretMatches('anything', undefined)).toBe(false)
  })
})
