import { policyRoutes } from '@/lib/navigation/routes'

/**
 * The route template a path is served by (`/products/[category]/[slug]`), the one label metrics
 * give a request or a visitor's report: any path maps to one of a fixed set, so no URL a client
 * makes up can add a series.
 */
export function routeTemplate(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  const [first, second, third, fourth] = segments
  if (segments.length === 0) return '/'
  if (first === '_next') return second === 'image' ? '/_next/image' : '/_next/[file]'
  if (first === 'api') return apiTemplate(segments)
  if (first === 'products') return productsTemplate(segments)
  if (PUBLIC_FOLDERS.has(first!)) return '/[public file]'
  if (segments.length === 1 && TOP_LEVEL.has(first!)) return `/${first}`
  if (first === 'contact' && second === 'token' && third === undefined) return '/contact/token'
  if (first === 'contact' && second === 'enquiry' && third !== undefined && fourth === undefined) return '/contact/enquiry/[product]'
  if (first === 'sitemaps' && segments.length === 2) return '/sitemaps/[file]'
  return '/[...page]'
}

/** Folders of public/, served as files. */
const PUBLIC_FOLDERS = new Set(['media', 'catalogue', 'images', 'logos', 'icons'])
/** One-segment routes of their own; every other page path is a company or policy page. */
const TOP_LEVEL = new Set([
  'search',
  'contact',
  'brands',
  'sitemap.xml',
  'robots.txt',
  'opengraph-image',
  'icon.svg',
  'apple-icon.png',
  'favicon.ico',
  ...policyRoutes.map((route) => route.slice(1)),
])
const LISTS = new Set(['all', 'others', 'trading'])
const API_ROUTES = new Set(['contact', 'health', 'revalidate', 'vitals', 'preview', 'preview/exit'])

function apiTemplate([, ...rest]: string[]): string {
  const joined = rest.join('/')
  if (API_ROUTES.has(joined)) return `/api/${joined}`
  if (rest[0] === 'catalogue' && rest.length === 3 && (rest[1] === 'carousel' || rest[1] === 'logos'))
    return `/api/catalogue/${rest[1]}/${rest[1] === 'carousel' ? '[category]' : '[kind]'}`
  return '/api/[unknown]'
}

function productsTemplate([, line, second, third, fourth]: string[]): string {
  if (line === undefined) return '/products'
  if (second === undefined) return LISTS.has(line) ? `/products/${line}` : '/products/[category]'
  if (second === 'page' && third !== undefined && fourth === undefined) return '/products/[category]/page/[page]'
  if (third === undefined) return '/products/[category]/[slug]'
  if (third.startsWith('opengraph-image') && fourth === undefined) return '/products/[category]/[slug]/opengraph-image'
  return '/products/[unknown]'
}
