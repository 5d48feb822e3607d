import { slugPattern } from '@/lib/catalogue/schemas'
import { ENQUIRY_PARAM } from '@/lib/contact/enquiry'

/**
 * Where the contact page about one product is rendered. Visitors ask for /contact?product=<slug>
 * and the proxy serves it from here, so each product's page is rendered once and kept (ISR) and
 * /contact itself stays static; the path is never answered when asked for directly.
 */
const ENQUIRY_ROUTE = '/contact/enquiry'

/**
 * What a request is to the enquiry pages: the slug /contact?product=<slug> names, when it could
 * be a product's (for the proxy to check it is one); 'internal' for the route above asked for
 * directly; null for every other request, an unknown or malformed value included, which the
 * static contact page answers as if nothing had been asked.
 */
export function enquiryRequest(pathname: string, searchParams: URLSearchParams): { slug: string } | 'internal' | null {
  if (pathname === ENQUIRY_ROUTE || pathname.startsWith(`${ENQUIRY_ROUTE}/`)) return 'internal'
  if (pathname !== '/contact') return null
  const values = searchParams.getAll(ENQUIRY_PARAM)
  const slug = values.length === 1 ? values[0] : undefined
  return slug !== undefined && slugPattern.test(slug) ? { slug } : null
}

/** The path that renders the contact page about this product. */
export function enquiryPath(slug: string): string {
  return `${ENQUIRY_ROUTE}/${slug}`
}
