// Relative imports: next.config.ts reads this file, and its loader knows no "@/" paths.
import { slugPattern } from '../catalogue/schemas'
import { contactQuery, requestRules } from '../request-rules/rules'

/** /contact and the one query it takes, `product=<slug>` (lib/request-rules/rules.ts). */
const contact = requestRules.contact
const { key, value } = contactQuery

/**
 * Where the contact page about one product is rendered. Visitors ask for /contact?product=<slug>
 * and the proxy serves it from here, so each product's page is rendered once and kept (ISR) and
 * /contact itself stays static.
 */
const ENQUIRY_ROUTE = '/contact/enquiry'

/**
 * The product a request to the enquiry pages names, for the proxy to check it is one:
 * - `rewrite`: /contact?product=<slug>, to be served from the enquiry route;
 * - not `rewrite`: the enquiry route's own path, asked for directly or coming back through the
 *   proxy after the rewrite; like a product page's, it answers only for a known product.
 * 'invalid' for a path under the route no product can have; null for every other request, an
 * unknown or malformed value in the query included, which the static contact page answers as if
 * nothing had been asked.
 */
export function enquiryRequest(pathname: string, searchParams: URLSearchParams): { slug: string; rewrite: boolean } | 'invalid' | null {
  if (pathname === contact.path) {
    const values = searchParams.getAll(key)
    const slug = values.length === 1 ? values[0] : undefined
    return slug !== undefined && value.test(slug) ? { slug, rewrite: true } : null
  }
  if (pathname !== ENQUIRY_ROUTE && !pathname.startsWith(`${ENQUIRY_ROUTE}/`)) return null
  const slug = pathname.slice(ENQUIRY_ROUTE.length + 1)
  return slugPattern.test(slug) ? { slug, rewrite: false } : 'invalid'
}

/**
 * The one spelling of a contact page's query, given whether the product it names is known:
 * `?product=<slug>` for a known product, none otherwise. The proxy redirects any other query of
 * /contact there (another parameter, a repeat, an encoded or unknown slug), so every answer a
 * cache keeps for /contact has one URL: no query can make it store the page again.
 */
export function canonicalContactSearch(searchParams: URLSearchParams, known: boolean): string {
  const [slug] = searchParams.getAll(key)
  return known && slug !== undefined ? `?${new URLSearchParams({ [key]: slug })}` : ''
}

/** The path that renders the contact page about this product. */
export function enquiryPath(slug: string): string {
  return `${ENQUIRY_ROUTE}/${slug}`
}
