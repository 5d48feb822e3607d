import type { DetailCategory } from '@/lib/catalogue/schemas'

/**
 * The site's pages, product pages by the shape of their URL: the sitemap lists them, the menu
 * links to them (a content test checks every menu path is one), and tests and benchmarks visit them.
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

/** A product's page. */
export const productRoute = (line: DetailCategory, slug: string) => `${landingRoutes[line]}/${slug}`

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
