import { routeTemplate } from './route-template'

describe('routeTemplate', () => {
  it.each([
    ['/', '/'],
    ['/products/fan', '/products/[category]'],
    ['/products/all', '/products/all'],
    ['/products/fan/technozen-vayu-lite-bldc-fan', '/products/[category]/[slug]'],
    ['/products/fan/page/3', '/products/[category]/page/[page]'],
    ['/products/fan/some-fan/opengraph-image-1x2y3z', '/products/[category]/[slug]/opengraph-image'],
    ['/contact', '/contact'],
    ['/contact/enquiry/some-fan', '/contact/enquiry/[product]'],
    ['/contact/token', '/contact/token'],
    ['/about/history', '/[...page]'],
    ['/privacy', '/privacy'],
    ['/search', '/search'],
    ['/sitemaps/0.xml', '/sitemaps/[file]'],
    ['/api/health', '/api/health'],
    ['/api/preview/exit', '/api/preview/exit'],
    ['/api/catalogue/carousel/solar', '/api/catalogue/carousel/[category]'],
    ['/_next/image', '/_next/image'],
    ['/_next/static/chunks/a.js', '/_next/[file]'],
    ['/media/hero.mp4', '/[public file]'],
    ['/catalogue/fans.pdf', '/[public file]'],
    ['/icons/x.svg', '/[public file]'],
    ['/_next', '/_next/[file]'],
    ['/products', '/products'],
    ['/products/others', '/products/others'],
    ['/products/trading', '/products/trading'],
    ['/products/fan/page', '/products/[category]/[slug]'],
    ['/products/fan/page/3/4', '/products/[unknown]'],
    ['/products/fan/some-fan/opengraph-image-1/x', '/products/[unknown]'],
    ['/products/fan/some-fan/reviews', '/products/[unknown]'],
    ['/brands', '/brands'],
    ['/robots.txt', '/robots.txt'],
    ['/favicon.ico', '/favicon.ico'],
    ['/search/fans', '/[...page]'],
    ['/contact/token/x', '/[...page]'],
    ['/contact/enquiry', '/[...page]'],
    ['/contact/enquiry/a/b', '/[...page]'],
    ['/contact/other/x', '/[...page]'],
    ['/contact/other', '/[...page]'],
    ['/about/token', '/[...page]'],
    ['/about/enquiry/x', '/[...page]'],
    ['/sitemaps', '/[...page]'],
    ['/sitemaps/0.xml/x', '/[...page]'],
    ['/api/contact', '/api/contact'],
    ['/api/revalidate', '/api/revalidate'],
    ['/api/health/x', '/api/[unknown]'],
    ['/api/catalogue/logos/brand', '/api/catalogue/logos/[kind]'],
    ['/api/catalogue/carousel', '/api/[unknown]'],
    ['/api/catalogue/carousel/solar/x', '/api/[unknown]'],
    ['/api/catalogue/other/solar', '/api/[unknown]'],
    ['/api/other/carousel/solar', '/api/[unknown]'],
    ['//products//fan//', '/products/[category]'],
  ])('%s is served by %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template)
  })

  it('maps any number of made-up paths to a handful of templates', () => {
    const made = ['/x', '/a/b/c/d', '/products/x/y/z/w', '/api/anything/at/all', '/contact/enquiry/a/b', '/%00', '/sitemaps/1/2']
    const templates = new Set(Array.from({ length: 10_000 }, (_, i) => routeTemplate(`${made[i % made.length]}-${i}`)))
    expect(templates.size).toBeLessThanOrEqual(made.length)
  })
})
