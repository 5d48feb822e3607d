/**
 * The site's pages other than product pages: the sitemap lists them, the menu links to them
 * (a content test checks every menu path is one), and tests and benchmarks visit them.
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

/** The policy pages, each content/pages/<path>.md, linked from the footer and the contact form. */
export const policyRoutes = ['/privacy', '/terms'] as const

/** The product overview, each line's landing and the trading lists. */
const productLineRoutes = [
  '/products/all',
  '/products/fan',
  '/products/light',
  '/products/solar',
  '/products/ac',
  '/products/frp',
  '/products/others',
  '/products/trading',
] as const

export const publicRoutes = ['/', ...companyRoutes, ...policyRoutes, ...productLineRoutes] as const

/** Section roots with no page of their own, and the page each opens on. */
export const sectionRedirects: Readonly<Record<string, (typeof companyRoutes)[number]>> = {
  '/about': '/about/history',
  '/services': '/services/solarContractor',
}
