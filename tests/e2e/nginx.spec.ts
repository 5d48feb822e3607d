import { expect, test } from '@playwright/test'
import { embedded, first } from '../support/catalogue'
import { type Nginx, startNginx } from '../support/nginx'
import { type Site, startSite } from '../support/site'

/**
 * deploy/nginx/site.conf, as production runs it, in front of two `next start` instances:
 * balancing and failover, compression, the static files' cache and the HTML micro-cache, which
 * must never keep what the site marks uncacheable nor mix HTML with RSC payloads.
 */
test.describe('nginx in front of two instances', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let sites: Site[]
  let nginx: Nginx

  test.beforeAll(async () => {
    sites = await Promise.all([startSite(), startSite()])
    nginx = await startNginx(sites.map((site) => site.url))
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await Promise.all((sites ?? []).map((site) => site.dispose()))
  })

  const get = (url: string, init: RequestInit = {}) => fetch(`${nginx.url}${url}`, { redirect: 'manual', ...init })
  const cacheStatus = async (url: string, init: RequestInit = {}) => {
    const response = await get(url, init)
    await response.arrayBuffer()
    return response.headers.get('x-cache-status')
  }
  const productPath = (category: 'fan' | 'light' | 'solar' | 'ac' | 'frp') => `/products/${category}/${first(embedded[category]).slug}`
  // Not cached by nginx: each request reaches an instance.
  const uncached = '/api/health'

  test('requests are spread over both instances', async () => {
    for (let i = 0; i < 8; i++) expect((await get(uncached)).status).toBe(200)
    const upstreams = new Set(nginx.accessLog().filter((line) => line.includes(`GET ${uncached} `)).map((line) => line.match(/upstream=(\S+)/)?.[1]))
    expect(upstreams).toEqual(new Set(sites.map((site) => new URL(site.url).host)))
  })

  test('HTML is compressed for clients that accept it, and only for them', async () => {
    const page = '/products/all'
    const gzip = await get(page, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toContain('</html>')
    const plain = await get(page, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('</html>')
  })

  test('built files are immutable for a year and kept by nginx; a missing one is not', async () => {
    const html = await (await get('/')).text()
    const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0]
    expect(asset, 'a /_next/static/ file linked from the home page').toBeTruthy()
    const firstHit = await get(asset!)
    expect(firstHit.status).toBe(200)
    expect(firstHit.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await firstHit.arrayBuffer()
    expect(await cacheStatus(asset!)).toBe('HIT')

    const missing = await get('/_next/static/chunks/no-such-file.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(await cacheStatus('/_next/static/chunks/no-such-file.js')).not.toBe('HIT')
  })

  test('a product page is cached for seconds: MISS, HIT, then refreshed behind a stale copy', async () => {
    const page = productPath('light')
    expect(await cacheStatus(page)).toBe('MISS')
    expect(await cacheStatus(page)).toBe('HIT')
    // 5 s, counted in whole seconds: gone within 6 s whatever the site's own s-maxage (minutes).
    await new Promise((resolve) => setTimeout(resolve, 6200))
    expect(['STALE', 'UPDATING', 'EXPIRED']).toContain(await cacheStatus(page))
  })

  test('what the site marks uncacheable, and errors, are never served from the cache', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await get(uncached)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      expect(response.headers.get('x-cache-status')).not.toBe('HIT')
    }
    for (let i = 0; i < 3; i++) expect(await cacheStatus('/products/fan/no-such-product')).not.toBe('HIT')
  })

  test('a POST is never answered from the cache, nor stored for the GETs after it', async () => {
    const page = productPath('solar')
    for (let i = 0; i < 2; i++) {
      const response = await get(page, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })
      await response.arrayBuffer()
      expect(response.headers.get('x-cache-status')).not.toBe('HIT')
    }
    expect(await cacheStatus(page)).toBe('MISS')
  })

  test('RSC requests get the RSC payload, never the cached HTML, and the reverse', async () => {
    const rsc = { headers: { RSC: '1' } }
    // Next sends RSC requests to a URL carrying a hash of their headers; find it for this page.
    const page = productPath('ac')
    const redirect = await get(page, rsc)
    const rscUrl = redirect.status === 307 ? redirect.headers.get('location')! : page
    await redirect.arrayBuffer()

    // HTML cached first under the RSC URL, then an RSC request for it.
    for (let i = 0; i < 2; i++) await cacheStatus(rscUrl)
    expect(await cacheStatus(rscUrl)).toBe('HIT')
    const payload = await get(rscUrl, rsc)
    expect(payload.status).toBe(200)
    expect(payload.headers.get('content-type')).toContain('text/x-component')
    expect(await payload.text()).not.toContain('<html')

    // The RSC payload cached first, then a page visit.
    const other = productPath('frp')
    const otherRedirect = await get(other, rsc)
    const otherRsc = otherRedirect.status === 307 ? otherRedirect.headers.get('location')! : other
    await otherRedirect.arrayBuffer()
    for (let i = 0; i < 2; i++) await cacheStatus(otherRsc, rsc)
    expect(await cacheStatus(otherRsc, rsc)).toBe('HIT')
    const html = await get(otherRsc)
    expect(html.headers.get('content-type')).toContain('text/html')
    expect(await html.text()).toContain('</html>')
  })

  test('with one instance down, every request is still answered by the other', async () => {
    const [down, up] = sites as [Site, Site]
    await down.stop()
    for (let i = 0; i < 6; i++) expect((await get(uncached)).status).toBe(200)
    const last = nginx.accessLog().filter((line) => line.includes(`GET ${uncached} `)).slice(-6)
    for (const line of last) expect(line).toMatch(new RegExp(`upstream=(\\S+, )?${new URL(up.url).host.replace(/\./g, '\\.')} `))
  })
})
