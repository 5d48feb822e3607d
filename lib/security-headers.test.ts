import { contentSecurityPolicy, securityHeaders } from './security-headers'

describe('security headers', () => {
  it('hold everything to this origin, with images also from the configured hosts', () => {
    const csp = contentSecurityPolicy({ imageHosts: ['cdn.arkvolt.example'], development: false })
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.arkvolt.example")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toContain('unsafe-eval')
  })

  it('let the development server evaluate code and open its websocket', () => {
    const csp = contentSecurityPolicy({ imageHosts: [], development: true })
    expect(csp).toContain("'unsafe-eval'")
    expect(csp).toContain('connect-src')
  })

  it('include HSTS, nosniff, the referrer policy and the permissions policy', () => {
    const names = securityHeaders({ imageHosts: [], development: false }).map((header) => header.key)
    expect(names).toEqual(
      expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    )
  })
})
