/**
 * Response headers for every route. The Content-Security-Policy has no nonce: a nonce makes
 * every page dynamic and would switch off ISR, so inline scripts (Next's page data) are allowed
 * and everything else is held to this origin. Images may also come from the configured hosts.
 */
export function contentSecurityPolicy({ imageHosts, development }: { imageHosts: readonly string[]; development: boolean }): string {
  const remoteImages = imageHosts.map((host) => `https://${host}`)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Development adds eval (fast refresh) and the websocket of the dev server.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteImages],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: { imageHosts: readonly string[]; development: boolean }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}
