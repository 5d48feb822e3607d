import { expect, type Page, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { embedded } from '../support/catalogue'
import { startNginx } from '../support/nginx'
import { sendRaw, startEcho, twoInstancesBehindNginx } from '../support/nginx-front'
import { headerValues } from '../support/raw-http'

/** What Chromium sends with its requests, so a poisoned entry is the one a browser would be served. */
const browserEncoding = 'Accept-Encoding: gzip, deflate, br, zstd\r\n'
/** The segment prefetches Next 16's router makes of a product page, and the not-found page's. */
const segments = ['/_tree', '/_full', '/_index', '/products/$d$category/$d$slug/__PAGE__', '/_not-found/__PAGE__']

/** The key of every entry in one of nginx's cache folders: each file names its key in a `KEY:` line. */
function cachedKeys(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => /\nKEY: ([^\n]*)\n/.exec(readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))?.[1] ?? [])
}

/** A request as only a script would send it: `lines` are its header lines, each ending in CRLF. */
const raw = (target: string, lines: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${browserEncoding}${lines}Connection: close\r\n\r\n`

/**
 * The ways a client could make nginx keep a wrong answer under the key of a page's client-side
 * navigation payload: a header sent twice, so nginx and Node read it apart (Node joins the two
 * into "1, 1", an HTML request), and the proxy's internal header asking for the not-found page.
 * Each as the requests that would poison every payload the router asks for of `target`.
 */
const spellings: [string, (target: string) => string[]][] = [
  ['RSC sent twice', (target) => [raw(target, 'RSC: 1\r\nRSC: 1\r\n')]],
  [
    'RSC sent twice, with a prefetch',
    (target) =>
      segments.map((segment) => raw(target, `RSC: 1\r\nrsc: 1\r\nNext-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: ${segment}\r\n`)),
  ],
  [
    'the not-found page asked for by header',
    (target) => [
      raw(target, 'X-Site-Not-Found: 1\r\nRSC: 1\r\n'),
      ...segments.map((segment) =>
        raw(target, `X-Site-Not-Found: 1\r\nRSC: 1\r\nNext-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: ${segment}\r\n`),
      ),
    ],
  ],
]

test.describe('nginx in front of two instances: client-side navigation', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  const deployment = twoInstancesBehindNginx()

  /**
   * From the fan landing, a click on a product's card, right after a script (at another address,
   * with its own allowances) sent `poison`: the page must come as a client-side navigation.
   */
  async function navigate(page: Page, slug: string, name: string, poison: string[]) {
    await page.goto(`${deployment.nginx.url}/products/fan`, { waitUntil: 'load' })
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    for (const request of poison) await sendRaw(deployment.nginx.url, request, '127.0.0.2')
    await page.locator(`a[href="/products/fan/${slug}"]`).first().click()
    await page.waitForURL(`**/products/fan/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    expect(documents, 'full page loads').toEqual([])
    expect(await page.evaluate(() => 'sameDocument' in window), 'the landing’s document is still the one shown').toBe(true)
  }

  test('poisoned by each spelling, a click to a product stays a client-side navigation to that product', async ({ page }) => {
    for (const [index, [spelling, requests]] of spellings.entries()) {
      // A product of its own per spelling, so one spelling's entries cannot serve another's test.
      const product = embedded.fan[index + 1]!
      const poison = requests(`/products/fan/${product.slug}?_rsc=poison${index}`)
      await test.step(spelling, () => navigate(page, product.slug, product.name, poison))
    }
  })

  test('a URL the catalogue lacks is never kept, however its payload is asked for', async () => {
    const junk = ['/products/fan/junk-1', '/products/fan/junk-2', '/products/fan/page/99', '/products/light/page/99']
    const asked = junk.flatMap((target) =>
      [...segments, ''].map((segment) =>
        raw(`${target}?_rsc=x`, `RSC: 1\r\n${segment ? `Next-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: ${segment}\r\n` : ''}`),
      ),
    )
    // A product the catalogue has, asked for the same way, is kept: the keys below are read right.
    // Next first redirects (307) to the `_rsc` its hash of the headers wants.
    const known = `/products/fan/${embedded.fan[0]!.slug}`
    const prefetch = 'RSC: 1\r\nNext-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: /_tree\r\n'
    const redirect = await sendRaw(deployment.nginx.url, raw(`${known}?_rsc=x`, prefetch))
    const [location = `${known}?_rsc=x`] = headerValues(redirect, 'location')
    expect((await sendRaw(deployment.nginx.url, raw(location, prefetch))).status).toBe(200)
    for (let round = 0; round < 2; round++) {
      for (const request of asked) {
        const answer = await sendRaw(deployment.nginx.url, request)
        const what = request.split('\r\n').slice(0, 5).join(' | ')
        // 307: Next's redirect to the query its hash of the headers wants, on an instance whose
        // proxy has not loaded that line yet (it then lets the request through).
        expect([200, 307, 404], what).toContain(answer.status)
        expect(headerValues(answer, 'x-cache-status'), what).not.toEqual(['HIT'])
        if (answer.status !== 307) expect(headerValues(answer, 'cache-control'), what).toEqual(['private, no-store'])
        expect(headerValues(answer, 'x-site-not-found'), what).toEqual([])
      }
    }
    // Nothing was written to the micro-cache for any of them. Read by key, not counted: the
    // micro-cache may still be writing a page the tests before asked for.
    const kept = cachedKeys(path.join(deployment.nginx.prefix, 'html_cache'))
    expect(kept, 'the known product is kept').toContain(`${known}|rsc=1|prefetch=1|segment=/_tree|encoding=br`)
    expect(kept.filter((key) => junk.some((target) => key.startsWith(`${target}?`) || key.startsWith(`${target}|`)))).toEqual([])
  })
})

test('nginx sends the instances the navigation headers as its key reads them, and none of the internal ones', async () => {
  const echo = await startEcho()
  const front = await startNginx([echo.url])
  try {
    const internal = [
      'X-Site-Not-Found: 1',
      'X-Site-Enquiry: some-product',
      'X-Site-Check: 1',
      'X-Prerender-Revalidate: x',
      'X-Middleware-Subrequest: middleware',
      'X-Middleware-Rewrite: /x',
      'X-Middleware-Override-Headers: x',
      'X-Nextjs-Data: 1',
      'X-Now-Route-Matches: x',
      'X-Matched-Path: /x',
      'Next-Resume: 1',
      'X-Next-Revalidated-Tags: products',
    ]
    const asked: [string, Record<string, string>][] = [
      ['RSC: 1\r\nRSC: 1\r\n', { rsc: '1' }],
      ['rsc: 1\r\nNext-Router-Prefetch: 1\r\nNext-Router-Prefetch: 2\r\n', { rsc: '1', 'next-router-prefetch': '1' }],
      [
        'RSC: 1\r\nNext-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: /_tree\r\n',
        { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
      ],
      ['RSC: 2\r\nNext-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: /_tree\r\n', {}],
      ['RSC: 1\r\nNext-Router-Prefetch: 7\r\n', { rsc: '1' }],
      ['Next-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: /_full\r\n', {}],
      [`RSC: 1\r\n${internal.join('\r\n')}\r\n${internal.map((line) => line.toLowerCase()).join('\r\n')}\r\n`, { rsc: '1' }],
    ]
    const navigationHeaders = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch']
    const internalNames = internal.map((line) => line.split(':')[0]!.toLowerCase())
    for (const [lines, expected] of asked) {
      for (const target of ['/products/all', '/api/health']) {
        const seenBefore = echo.seen.length
        expect((await sendRaw(front.url, raw(target, lines))).status).toBe(200)
        const seen = echo.seen.slice(seenBefore)
        expect(seen.length, `${target}: ${lines}`).toBeGreaterThan(0)
        for (const request of seen) {
          const headers = request.headers.map(([name, value]): [string, string] => [name.toLowerCase(), value])
          const navigation = Object.fromEntries(headers.filter(([name]) => navigationHeaders.includes(name)))
          expect(navigation, `${target}: ${lines}`).toEqual(expected)
          expect(headers.filter(([name]) => navigationHeaders.includes(name)).length, `${target}: ${lines}`).toBe(
            Object.keys(expected).length,
          )
          expect(
            headers.filter(([name]) => internalNames.includes(name)),
            `${target}: ${lines}`,
          ).toEqual([])
        }
      }
    }
  } finally {
    await front.stop()
    await echo.close()
  }
})
