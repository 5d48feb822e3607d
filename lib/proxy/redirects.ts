import { sectionRedirects } from '@/lib/routes'

/**
 * The site's permanent redirects, made by the proxy rather than by next.config, so that they
 * carry the security headers like every other answer: the two section roots of the route
 * table, and a trailing slash, which Next would otherwise strip without those headers.
 */
export function redirectFor(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/'
  return sectionRedirects[pathname] ?? null
}
