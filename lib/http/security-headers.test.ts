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

  it('keep HTTPS for two years, forbid sniffing and framing, trim referrers and switch off device APIs', () => {
    const headers = Object.fromEntries(
      securityHeaders({ imageHosts: ['cdn.arkvolt.example'], development: false }).map(({ key, value }) => [key, value]),
    )
    expect(headers).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ imageHosts: ['cdn.arkvolt.example'], development: false }),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': expect.stringMatching(/^(?=.*camera=\(\))(?=.*microphone=\(\))(?=.*geolocation=\(\))(?=.*payment=\(\))/),
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
  })
})
