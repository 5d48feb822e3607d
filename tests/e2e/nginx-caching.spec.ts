import { expect, test } from '@playwright/test'
import { embedded } from '../support/catalogue'
import type { Site } from '../support/site'
import { productPath, sendRaw, twoInstancesBehindNginx, uncached } from '../support/nginx-front'
import { accessEntries } from '../support/nginx-log'
import { type Answer, headerValues, send } from '../support/raw-http'

/**
 * deploy/nginx/site.conf, as production runs it, in front of two `next start` instances:
 * balancing and failover, the built files read from nginx's disk, and the HTML micro-cache,
 * which must never keep what the site marks uncacheable nor mix HTML with RSC payloads.
 * Compression is nginx-compression.spec.ts; limits, methods and headers the other nginx specs.
 */
test.describe('nginx in front of two instances: balancing and caching', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  const deployment = twoInstancesBehindNginx()
  const { get } = deployment
  const cacheStatus = async (url: string, init: RequestInit = {}) => {
    const response = await get(url, init)
    await response.arrayBuffer()
    return response.headers.get('x-cache-status')
  }

  test('requests are spread over both instances', async () => {
    for (let i = 0; i < 8; i++) expect((await get(uncached)).status).toBe(200)
    const entries = () => accessEntries(deployment.nginx).filter((entry) => entry.method === 'GET' && entry.path === uncached)
    await expect.poll(() => entries().length, { timeout: 5000 }).toBe(8)
    const upstreams = new Set(entries().map((entry) => entry.upstream))
    expect(upstreams).toEqual(new Set(deployment.sites.map((site) => new URL(site.url).host)))
  })

  test('built files are read from nginx’s disk and immutable for a year; a missing one is not remembered', async () => {
    const html = await (await get('/')).text()
    const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0]
    expect(asset, 'a /_next/static/ file linked from the home page').toBeTruthy()
    const response = await get(asset!)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await response.arrayBuffer()
    // nginx answered from its own files: no instance was asked.
    const assetEntries = () => accessEntries(deployment.nginx).filter((entry) => entry.method === 'GET' && entry.path === asset)
    await expect.poll(() => assetEntries().length, { timeout: 5000 }).toBe(1)
    expect(assetEntries()[0]?.upstream).toBe('')

    // Not on nginx's disk, so an instance is asked: its 404 is neither kept nor cacheable.
    const missing = await get('/_next/static/chunks/no-such-file.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(await cacheStatus('/_next/static/chunks/no-such-file.js')).not.toBe('HIT')
  })

  test('a product page is cached for seconds: MISS, HIT, then refreshed behind a stale copy', async () => {
    const page = productPath('light')
    expect(await cacheStatus(page)).toBe('MISS')
    const cachedAt = Date.now()
    expect(await cacheStatus(page)).toBe('HIT')
    // 5 s, counted in whole seconds: more than 3 s and gone within 6 s (7 on a loaded machine),
    // whatever the site's own s-maxage (minutes). Asked until nginx no longer answers HIT.
    let status: string | null = 'HIT'
    await expect
      .poll(async () => (status = await cacheStatus(page)), { timeout: 7000 - (Date.now() - cachedAt), intervals: [200] })
      .not.toBe('HIT')
    expect(Date.now() - cachedAt).toBeGreaterThan(3000)
    expect(['STALE', 'UPDATING', 'EXPIRED']).toContain(status)
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

  test('a made-up product is a 404 that no cache in front may keep, while a real page keeps its lifetime', async () => {
    const missing = await get('/products/fan/no-such-product')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
    await missing.arrayBuffer()
    const real = await get(productPath('fan'))
    expect(real.headers.get('cache-control')).toMatch(/^s-maxage=\d+/)
    await real.arrayBuffer()
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

  const header = (answer: Answer, name: string) => headerValues(answer, name).join(', ')
  /** Served from the one entry the page has (fresh, or stale while it is refreshed): never a new one. */
  const fromTheEntry = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED']

  test('a page is kept once, however it is asked for: any query no page reads, any Accept-Encoding, any Host', async () => {
    const page = '/brands'
    const first = await send(deployment.nginx.url, `${page}?v=1`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(first.status).toBe(200)
    expect(header(first, 'x-cache-status')).toBe('MISS')
    const asked: [string, Record<string, string>][] = [
      [`${page}?v=2`, { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      [`${page}?utm_source=mail&model=x`, { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      [page, { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      [page, { 'accept-encoding': 'br, x1' }],
      [page, { 'accept-encoding': 'br, x2' }],
      [page, { 'accept-encoding': 'gzip, br' }],
      [page, { 'accept-encoding': 'br', host: 'other.example' }],
    ]
    for (const [target, headers] of asked) {
      const what = `${target} ${JSON.stringify(headers)}`
      const answer = await send(deployment.nginx.url, target, { headers })
      expect(answer.status, what).toBe(200)
      expect(fromTheEntry, what).toContain(header(answer, 'x-cache-status'))
      expect(header(answer, 'content-encoding'), what).toBe('br')
      expect(answer.bytes.equals(first.bytes), what).toBe(true)
      // Still told the encoding varies, for any cache after nginx.
      expect(header(answer, 'vary'), what).toMatch(/accept-encoding/i)
    }
    // The pages name no Host, so the one entry holds for any.
    expect(first.body).not.toContain('other.example')
  })

  test("a client-side navigation's payload is kept once, whatever the navigation's state", async () => {
    const page = productPath('light').replace(embedded.light[0]!.slug, embedded.light[1]!.slug)
    const rsc = (tree: string) => ({ rsc: '1', 'next-router-state-tree': encodeURIComponent(tree) })
    const states = [
      JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]),
      JSON.stringify(['', { children: ['brands', {}] }]),
    ]
    // Next names the _rsc of each state in its redirect; asked straight at an instance.
    const payloadOf = async (tree: string, base: string) => {
      const redirect = await send(deployment.sites[0].url, page, { headers: rsc(tree) })
      expect(redirect.status).toBe(307)
      return send(base, header(redirect, 'location'), { headers: { ...rsc(tree), 'accept-encoding': 'br' } })
    }
    // What the cache may rely on: a page it keeps has one payload, whatever the state.
    const [one, other] = [await payloadOf(states[0]!, deployment.sites[0].url), await payloadOf(states[1]!, deployment.sites[0].url)]
    expect(header(one, 'content-type')).toContain('text/x-component')
    expect(other.body).toBe(one.body)

    const first = await payloadOf(states[0]!, deployment.nginx.url)
    expect(header(first, 'x-cache-status')).toBe('MISS')
    const second = await payloadOf(states[1]!, deployment.nginx.url)
    expect(fromTheEntry).toContain(header(second, 'x-cache-status'))
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  test('the headers Next varies its pages by are the ones the key holds, or leaves out on purpose', async () => {
    const answer = await send(deployment.sites[0].url, productPath('fan'))
    const varied = header(answer, 'vary')
      .split(',')
      .map((name) => name.trim().toLowerCase())
    // In the key: rsc, the prefetch headers, the encoding. Left out: the navigation's state (see above).
    expect(varied.sort()).toEqual(
      ['accept-encoding', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'rsc'].sort(),
    )
  })

  test('a path spelled with encoded letters or digits is a 308 to its one spelling, never a 500', async () => {
    const paths = ['/contac%74', '/brand%73', '/products/%61c', '/api/%68ealth', '/sitemap.xm%6c', '/robots.tx%74', '/icon.sv%67']
    for (const target of paths) {
      const answer = await send(deployment.nginx.url, target)
      expect(answer.status, target).toBe(308)
      expect(header(answer, 'location'), target).toBe(decodeURIComponent(target))
    }
    const webhook = await send(deployment.nginx.url, '/api/%72evalidate', { method: 'POST', body: '{}' })
    expect(webhook.status).toBe(308)
    expect(header(webhook, 'location')).toBe('/api/revalidate')
  })

  test('an oddly spelled path is never answered from the cache nor kept: the instances say what it is', async () => {
    for (const [target, status] of [
      ['/products/./all', 200],
      ['/contac%74', 308],
      ['/products//all', 308],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        // Byte for byte: an HTTP client would resolve the dot segments before sending.
        const answer = await sendRaw(deployment.nginx.url, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
        expect(answer.status, target).toBe(status)
        expect(header(answer, 'x-cache-status'), target).toBe('BYPASS')
      }
    }
    // An encoded dot segment is refused by nginx itself, before any location (request-rules.spec.ts).
    const encodedDot = await sendRaw(deployment.nginx.url, 'GET /products/%2e/all HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(encodedDot.status).toBe(400)
  })

  test('the contact page is kept once per product it can be about; any other query is redirected, never kept', async () => {
    const product = embedded.solar[0]!
    const about = `/contact?product=${product.slug}`
    const redirected: [string, string][] = [
      ['/contact?v=1', '/contact'],
      ['/contact?product=no-such-product', '/contact'],
      [`${about}&utm_source=mail`, about],
    ]
    for (const [target, location] of redirected) {
      const answer = await send(deployment.nginx.url, target)
      expect(answer.status, target).toBe(308)
      expect(header(answer, 'location'), target).toBe(location)
      expect(header(answer, 'x-cache-status'), target).not.toBe('HIT')
    }
    // The slug spelled with an encoded letter: Next decodes it before the site sees it, and serves
    // the page about the product; nginx never keeps it, or every spelling would be a copy.
    const spelled = `/contact?product=${product.slug.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`
    for (let i = 0; i < 2; i++) expect(header(await send(deployment.nginx.url, spelled), 'x-cache-status'), spelled).toBe('BYPASS')
    const enquiry = await send(deployment.nginx.url, about)
    expect(enquiry.status).toBe(200)
    expect(enquiry.body).toContain(product.name)
    const plain = await send(deployment.nginx.url, '/contact')
    expect(plain.status).toBe(200)
    expect(plain.body).not.toContain(product.name)
  })

  test('a 404 names no address of the instances', async () => {
    for (const target of ['/products/fan/no-such-product', '/no-such-page']) {
      const answer = await send(deployment.nginx.url, target)
      expect(answer.status, target).toBe(404)
      expect(header(answer, 'x-middleware-rewrite'), target).toBe('')
    }
  })

  // Last: it stops an instance.
  test('with one instance down, every request is still answered by the other', async () => {
    const [down, up] = deployment.sites as [Site, Site]
    await down.stop()
    // Marked (the log has no query, but the user agent), so a line an earlier test's request logs
    // late is not counted as one of these.
    const marked = `down-${Date.now()}`
    const healthEntries = () => accessEntries(deployment.nginx).filter((entry) => entry.user_agent === marked)
    for (let i = 0; i < 6; i++) expect((await get(uncached, { headers: { 'user-agent': marked } })).status).toBe(200)
    // nginx logs a request just after answering it: wait for all six lines.
    await expect.poll(() => healthEntries().length, { timeout: 5000 }).toBe(6)
    // Who answered last: the instance still up (after the one down, when nginx tried it first).
    for (const entry of healthEntries()) expect(entry.upstream.split(', ').at(-1)).toBe(new URL(up.url).host)
  })
})
