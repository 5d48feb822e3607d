import { sectionRedirects } from '@/lib/navigation/routes'

/** A percent-encoded character; only those of letters, digits, "-", ".", "_" and "~" are undone. */
const ENCODED = /%([0-9A-Fa-f]{2})/g
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/**
 * The path with every percent-encoded unreserved character written out, the one spelling the
 * site links to: `/contac%74` is `/contact`. Other encodings (a slash, a space, non-ASCII) stay
 * as they are.
 */
function withUnreservedDecoded(pathname: string): string {
  return pathname.replace(ENCODED, (encoded, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16))
    return UNRESERVED.test(character) ? character : encoded
  })
}

/**
 * The site's permanent redirects, made by the proxy rather than by next.config, so that they
 * carry the security headers like every other answer: a path spelled with encoded letters or
 * digits goes to its one spelling (Next itself loops on such a path and answers 500), a trailing
 * slash is dropped (Next would strip it without those headers), and the two section roots of the
 * route table go to their first page. One hop, whichever apply.
 */
export function redirectFor(pathname: string): string | null {
  let canonical = withUnreservedDecoded(pathname)
  if (canonical.length > 1 && canonical.endsWith('/')) canonical = canonical.replace(/\/+$/, '') || '/'
  canonical = sectionRedirects[canonical] ?? canonical
  return canonical === pathname ? null : canonical
}
