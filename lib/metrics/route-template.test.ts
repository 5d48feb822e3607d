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
  ])('%s is served by %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template)
  })

  it('maps any number of made-up paths to a handful of templates', () => {
    const made = ['/x', '/a/b/c/d', '/products/x/y/z/w', '/api/anything/at/all', '/contact/enquiry/a/b', '/%00', '/sitemaps/1/2']
    const templates = new Set(Array.from({ length: 10_000 }, (_, i) => routeTemplate(`${made[i % made.length]}-${i}`)))
    expect(templates.size).toBeLessThanOrEqual(made.length)
  })
})
