import { MAX_SITE_PATH_LENGTH, sitePath } from './site-path'

describe('sitePath', () => {
  it.each([
    ['/', '/'],
    ['/products/fan/technozen-vayu-lite-bldc-fan', '/products/fan/technozen-vayu-lite-bldc-fan'],
    ['/contact?product=aerozen', '/contact?product=aerozen'],
    ['/about/history#1993', '/about/history#1993'],
    ['/products/fan/../light', '/products/light'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    // Encoded, a slash or backslash is part of one segment, never the start of a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('takes %s as the path %s', (value, path) => {
    expect(sitePath(value)).toBe(path)
  })

  it.each([
    ['an empty value', ''],
    ['a relative path', 'products/fan'],
    ['another host', 'https://evil.example/products/fan'],
    ['a scheme-relative URL', '//evil.example/products'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/products\\fan'],
    ['three slashes', '///evil.example'],
    ['dot segments that make a double slash', '/.//evil.example'],
    ['dot segments climbing into a double slash', '/a/..//evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab (browsers drop it, making //)', '/\t/evil.example'],
    ['a line break (header splitting)', '/products\r\nSet-Cookie: x=1'],
    ['a NUL', '/products\u0000'],
    ['a DEL', '/products\u007f'],
    ['a space', '/products fan'],
    ['raw non-ASCII', '/café'],
    ['a text-direction control', '/\u202eproducts'],
    ['an over-long value', `/${'a'.repeat(MAX_SITE_PATH_LENGTH)}`],
  ])('refuses %s', (_, value) => {
    expect(sitePath(value)).toBeUndefined()
  })

  it('takes a value of the greatest length', () => {
    const longest = `/${'a'.repeat(MAX_SITE_PATH_LENGTH - 1)}`
    expect(sitePath(longest)).toBe(longest)
  })
})

describe('sitePath on hostile input', () => {
  // Seeded, so a failure repeats: strings of the pieces that make URLs go elsewhere.
  const pieces = ['/', '//', '\\', '.', '..', ':', '@', '?', '#', '%2f', '%5c', 'a', ' ', '\t', 'é', 'javascript:', 'evil.example']
  let seed = 19
  const random = (below: number) => {
    seed = (seed * 48_271) % 2_147_483_647
    return seed % below
  }

  it('answers only paths that stay on the site wherever a browser resolves them', () => {
    for (let i = 0; i < 20_000; i++) {
      const value = Array.from({ length: 1 + random(6) }, () => pieces[random(pieces.length)]).join('')
      const path = sitePath(value)
      if (path === undefined) continue
      for (const base of ['https://www.example.com/', 'https://www.example.com/products/fan/aerozen']) {
        expect([value, new URL(path, base).origin]).toEqual([value, 'https://www.example.com'])
      }
      expect([value, path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')]).toEqual([value, true])
    }
  })
})
