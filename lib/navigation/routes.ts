import type { Category, DetailCategory } from '@/lib/catalogue/schemas'
import type { PagedList } from '@/lib/navigation/grid-pages'

/**
 * The site's pages, product pages by the shape of their URL: the sitemap lists them, the menu
 * links to them (a content test checks every menu path is one), and tests and benchmarks visit them.
 * The only code that writes a product, list, grid-page or search URL
 * (tests/unit/routes-written-once.test.ts), so their shape changes in one place.
 */

/** Long-form company pages: each is content/pages/<path>.md. */
export const companyRoutes = [
  '/about/history',
  '/about/md_message',
  '/about/vision_mission',
  '/about/board',
  '/csr',
  '/recognition',
  '/services/solarContractor',
  '/services/consultancy',
  '/careers/careers',
  '/careers/workCulture',
  '/contact',
  '/projects',
  '/events/media',
  '/events/presentations',
  '/events/testimonials',
  '/events/exhibitions',
  '/brands',
] as const

/** The landing of each line with product pages. */
export const landingRoutes = {
  fan: '/products/fan',
  light: '/products/light',
  solar: '/products/solar',
  ac: '/products/ac',
  frp: '/products/frp',
} as const satisfies Record<DetailCategory, string>

/** A list of products with a page of its own: a line's landing, the trading items, every product. */
export type ProductList = Category | 'others' | 'all'

export const lineRoute = (list: ProductList) => `/products/${list}`

/**
 * A product's page under `line`. It takes any line, as a card links to the line its product names
 * (`productType`); trading items have no page, and their links go to a list.
 */
export const productRoute = (line: Category, slug: string) => `${lineRoute(line)}/${slug}`

/** A page of a grid: the first is the list's own page. */
export const gridPageRoute = (list: PagedList, page: number) => (page === 1 ? lineRoute(list) : `${lineRoute(list)}/page/${page}`)

/** A page of a query's results; the first page has no `page` parameter. */
export function searchRoute(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('page', String(page))
  return `/search?${params}`
}

/** The policy pages, each content/pages/<path>.md, linked from the footer and the contact form. */
export const policyRoutes = ['/privacy', '/terms'] as const

/** The product overview, each line's landing and the trading lists. */
const productLineRoutes = ['/products/all', ...Object.values(landingRoutes), '/products/others', '/products/trading'] as const

export const publicRoutes = ['/', ...companyRoutes, ...policyRoutes, ...productLineRoutes] as const
export type PublicRoute = (typeof publicRoutes)[number]

/** Section roots with no page of their own, and the page each opens on. */
export const sectionRedirects: Readonly<Record<string, (typeof companyRoutes)[number]>> = {
  '/about': '/about/history',
  '/services': '/services/solarContractor',
}
