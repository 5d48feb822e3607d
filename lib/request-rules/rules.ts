// Relative imports: next.config.ts reads this file, and its loader knows no "@/" paths.
import { z } from 'zod'
import { slugPattern } from '../catalogue/schemas'
import { ENQUIRY_PARAM } from '../contact/enquiry'

/**
 * The one table of what a request may be, which the front nginx and the proxy both enforce: the
 * methods, the routes that read a query (and the one spelling of a query a route takes), the
 * body size and which of nginx's rate-limit zones count a route. The proxy (proxy.ts, lib/proxy/)
 * reads it; nginx's maps for it are written from it into deploy/nginx/site.conf by
 * `npm run nginx:rules` (scripts/generate-nginx-rules.ts), and a unit test fails while the
 * committed file differs. Nothing here is written a second time anywhere.
 */

const MethodSchema = z.enum(['GET', 'HEAD', 'POST'])
export type Method = z.infer<typeof MethodSchema>

/** The methods the site uses at all: any other is a 405, at nginx and at the proxy alike. */
export const siteMethods: readonly Method[] = MethodSchema.options

/** Under it, the routes of the API: counted by nginx's API zone, and never posted a form. */
export const apiPrefix = '/api/'

/**
 * The largest request body the site takes (a contact message is a few kilobytes, a webhook's
 * call less): nginx refuses any larger body, and the proxy a larger post to a page.
 */
export const bodyLimit = 64 * 1024

/**
 * A request target whose path holds an encoded slash or backslash (%2F, %5C), or a dot segment
 * spelled with an encoded dot (%2e, .%2e, %2e., %2e%2e), in any case. nginx decodes and resolves
 * these before it picks a location and a rate-limit zone, Next resolves the dot segments but not
 * the slashes, and a backslash is a slash to URL parsers once decoded: such a path can count as
 * one route at nginx and be served as another. No link of the site writes one, so both refuse it
 * (400) before any route, reading the target as the client sent it.
 */
export const encodedSeparator = new RegExp(String.raw`^[^?]*(%2f|%5c|/(\.|%2e)?%2e(/|\?|$)|/%2e\.(/|\?|$))`, 'i')

const RouteRuleSchema = z.object({
  /** The path as the site writes it; one ending in "/" stands for every path under it. */
  path: z.string().regex(/^\/[A-Za-z0-9_./-]*$/),
  methods: z.array(MethodSchema).nonempty(),
  /**
   * The query parameters it reads. A route reading none ignores its query: nginx keeps one copy of
   * its answer whatever the query, and a route that comes to read one must be named here.
   */
  query: z.array(z.string()).default([]),
  /**
   * The one query it takes besides none, `key=<value>` once: the proxy redirects every other
   * spelling to it, and nginx never keeps an answer to another.
   */
  onlyQuery: z.object({ key: z.string(), value: z.instanceof(RegExp) }).optional(),
  /** The rate-limit zone of nginx counting it, besides the API's (site.conf sets their rates). */
  zone: z.enum(['site_image', 'site_search', 'site_webhook']).optional(),
  /** Its posts are not contact messages: nginx's site_contact zone leaves them to its own zone. */
  notAMessage: z.boolean().default(false),
  /** Rendered for each request and never kept, so nginx compresses it quickly. */
  perRequest: z.boolean().default(false),
})
export type RouteRule = z.infer<typeof RouteRuleSchema>

/** The one query /contact takes: the product a message is about, as a product's slug. */
export const contactQuery = { key: ENQUIRY_PARAM, value: slugPattern }

const RouteNameSchema = z.enum([
  'contact',
  'image',
  'search',
  'apiContact',
  'webhook',
  'vitals',
  'health',
  'preview',
  'previewExit',
  'catalogueLists',
])

/**
 * The routes with a rule of their own; every other path takes the site's methods and no query.
 * An API route's methods are those its route.ts exports (tests/unit/api-methods.test.ts).
 */
export const requestRules = z.record(RouteNameSchema, RouteRuleSchema).parse({
  contact: {
    path: '/contact',
    methods: siteMethods,
    query: [ENQUIRY_PARAM],
    onlyQuery: contactQuery,
  },
  // next/image adds `dpl`, the deployment id, when one is set.
  image: { path: '/_next/image', methods: ['GET', 'HEAD'], query: ['url', 'w', 'q', 'dpl'], zone: 'site_image' },
  search: { path: '/search', methods: siteMethods, query: ['q', 'page'], zone: 'site_search', perRequest: true },
  apiContact: { path: '/api/contact', methods: ['POST'] },
  webhook: { path: '/api/revalidate', methods: ['POST'], zone: 'site_webhook', notAMessage: true },
  // One beacon a page view, held by the API's zone.
  vitals: { path: '/api/vitals', methods: ['POST'], notAMessage: true },
  health: { path: '/api/health', methods: ['GET', 'HEAD'] },
  // Links a marketer opens; a HEAD (a link checker's) neither enters nor leaves a preview.
  preview: { path: '/api/preview', methods: ['GET'] },
  previewExit: { path: '/api/preview/exit', methods: ['GET'] },
  catalogueLists: { path: '/api/catalogue/', methods: ['GET', 'HEAD'] },
})

const matches = (rule: RouteRule, pathname: string) => (rule.path.endsWith('/') ? pathname.startsWith(rule.path) : pathname === rule.path)

/** The rule of the route `pathname` names, or undefined for a path with none of its own. */
export function ruleOf(pathname: string): RouteRule | undefined {
  return Object.values(requestRules).find((rule) => matches(rule, pathname))
}
