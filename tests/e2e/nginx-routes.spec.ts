import { expect, test } from '@playwright/test'
import { routeTemplate } from '@/lib/metrics/route-template'
import { publicRoutes } from '@/lib/navigation/routes'
import { embedded, first } from '../support/catalogue'
import { productPath, twoInstancesBehindNginx } from '../support/nginx-front'
import { headerValues, send } from '../support/raw-http'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

/**
 * Every route the site serves the same to every visitor is kept by nginx's micro-cache: asked
 * twice in a row, the second answer is nginx's. Only the search's results and the API (but its
 * catalogue lists) are rendered for each request; nothing else may cost an instance, and a
 * compression, on every request.
 */
test.describe('nginx in front of two instances: every shared route is kept', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  const deployment = twoInstancesBehindNginx()
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
  const get = (target: string) => send(deployment.nginx.url, target, { headers: browser })
  const cacheStatus = async (target: string) => headerValues(await get(target), 'x-cache-status')[0]

  /**
   * Each route template of lib/metrics/route-template.ts but those rendered per request or never
   * kept: /search, the API's own routes and unknown ones, /_next/[file] (built files, read from
   * nginx's disk), and the 404s (/products, /products/[unknown], /favicon.ico, which the site lacks).
   */
  const keptTemplates = [
    '/',
    '/[...page]',
    '/[public file]',
    '/_next/image',
    '/api/catalogue/carousel/[category]',
    '/api/catalogue/logos/[kind]',
    '/apple-icon.png',
    '/brands',
    '/contact',
    '/contact/enquiry/[product]',
    '/icon.svg',
    '/opengraph-image',
    '/privacy',
    '/products/[category]',
    '/products/[category]/[slug]',
    '/products/[category]/[slug]/opengraph-image',
    '/products/[category]/page/[page]',
    '/products/all',
    '/products/others',
    '/products/trading',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/[file]',
    '/terms',
  ]

  test('one URL of every route, asked twice in a row, is answered by nginx the second time', async () => {
    // Every URL the sitemap lists (each public route, product and grid page), then the rest.
    const plain = async (target: string) => (await send(deployment.nginx.url, target)).body
    const sitemap = await plain('/sitemap.xml')
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname)
    for (const route of publicRoutes) expect(listed, route).toContain(route)
    const home = await plain('/')
    const image = /\/_next\/image\?url=[^"\s]+/.exec(home)?.[0]?.replace(/&amp;/g, '&')
    expect(image, 'an optimised image on the home page').toBeTruthy()
    const slug = first(embedded.fan).slug
    const urls = [
      ...listed,
      '/sitemap.xml',
      '/sitemaps/0.xml',
      '/robots.txt',
      '/opengraph-image',
      '/icon.svg',
      '/apple-icon.png',
      '/media/hero-poster.webp',
      image!,
      `${productPath('fan')}/opengraph-image`,
      `/contact?product=${slug}`,
      `/contact/enquiry/${slug}`,
      '/api/catalogue/carousel/fan',
      '/api/catalogue/logos/happy-customer',
      '/api/catalogue/logos/channel-partner',
    ]
    expect(new Set(urls.map((url) => routeTemplate(new URL(url, 'http://x').pathname)))).toEqual(new Set(keptTemplates))

    const missedTwice: string[] = []
    for (const url of urls) {
      const answer = await get(url)
      expect(answer.status, url).toBe(200)
      if ((await cacheStatus(url)) !== 'HIT') missedTwice.push(url)
    }
    expect(missedTwice).toEqual([])
  })

  test('a numbered sitemap answers under its one name only; any other spelling is a 404 kept by no one', async () => {
    const shard = await get('/sitemaps/0.xml')
    expect(shard.status).toBe(200)
    expect(headerValues(shard, 'content-type')[0]).toContain('application/xml')
    for (const other of [
      '/sitemaps/00.xml',
      '/sitemaps/000000.xml',
      '/sitemaps/0.XML',
      '/sitemaps/-0.xml',
      '/sitemaps/+0.xml',
      '/sitemaps/0',
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(other)
        expect(answer.status, other).toBe(404)
        expect(headerValues(answer, 'cache-control'), other).toEqual(['private, no-store'])
        expect(headerValues(answer, 'x-cache-status'), other).not.toEqual(['HIT'])
      }
    }
    // Numbered past what the catalogue fills (the embedded one fits in one): a 404 too.
    expect((await get('/sitemaps/1.xml')).status).toBe(404)
  })
})

/** A numbered sitemap is a page regenerated with the catalogue: the webhook's tags reach it. */
test.describe('a numbered sitemap', () => {
  const servers = siteOnUpstream({
    timeout: 60_000,
    // Catalogue data trusted for an hour: only the webhook, never time, refreshes it here.
    env: (upstream) => ({ API_URL: upstream.url, REVALIDATE_SECRET: TEST_SECRET, CATALOGUE_REVALIDATE_SECONDS: '3600' }),
  })

  test('is kept by the instance, and shows a renamed product once the webhook names its line', async () => {
    const shard = async () => {
      const response = await fetch(`${servers.site.url}/sitemaps/0.xml`)
      return { cache: response.headers.get('x-nextjs-cache'), xml: await response.text() }
    }
    await expect.poll(async () => (await shard()).cache, { timeout: 15_000 }).toBe('HIT')
    const fan = embedded.fan[3]!
    servers.upstream.updateProduct(fan.slug, { slug: 'renamed-for-the-sitemap' })
    expect((await shard()).xml).toContain(`/products/fan/${fan.slug}<`)
    expect((await callWebhook(servers.site.url, { categories: ['fan'] })).status).toBe(200)
    await expect.poll(async () => (await shard()).xml, { timeout: 30_000 }).toContain('/products/fan/renamed-for-the-sitemap<')
  })
})
