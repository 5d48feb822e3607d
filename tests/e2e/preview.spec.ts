import { type Browser, expect, type Page, test } from '@playwright/test'
import { embedded } from '../support/catalogue'
import { COOKIE, get, inPreview, NOTICE, previewCookies, previewLink, warm } from '../support/preview'
import { PREVIEW_SESSION_COOKIE } from '@/lib/preview/session'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

// In order, on one worker: the tests share one server and upstream (several instances: preview-instances.spec.ts).
test.describe.configure({ mode: 'default' })

const PREVIEW_SECRET = 'test-secret-of-the-preview-links'
const fanPath = (index: number) => `/products/fan/${embedded.fan[index]!.slug}`

/** A browser of its own: the marketer's, with the preview cookie once it has opened a preview link, or a visitor's. */
async function browse(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  // Not waiting for every image: the assertions wait for what they read.
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  return page
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The cookies an answer clears (empty, Max-Age=0), by name. */
const ended = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((line) => /^[^=]+=;/.test(line) && /Max-Age=0/i.test(line))
    .map((line) => line.slice(0, line.indexOf('=')))
    .sort()

/** A marketer previews an upstream edit on one `next start`, against the fake upstream. */
test.describe('preview of an upstream edit', () => {
  const servers = siteOnUpstream({
    timeout: 150_000,
    env: (upstream) => ({ API_URL: upstream.url, REVALIDATE_SECRET: TEST_SECRET, PREVIEW_SECRET, CATALOGUE_RETRY_SECONDS: '2' }),
  })

  const fetchesOf = (path: string) =>
    servers.upstream.requests.filter((request) => request === `GET /api/product/fetch/${path.split('/').pop()}`).length

  test('the preview shows a renamed fan with the bar while visitors keep the cached page, until the webhook', async ({ browser }) => {
    const path = fanPath(1)
    const fan = embedded.fan[1]!
    await warm(`${servers.site.url}${path}`)
    servers.upstream.updateProduct(fan.slug, { name: 'Previewed Breeze Fan' })

    const marketer = await browse(browser, previewLink(servers.site.url, { secret: PREVIEW_SECRET, path }))
    expect(new URL(marketer.url()).pathname).toBe(path)
    await expect(heading(marketer)).toHaveText('Previewed Breeze Fan')
    await expect(marketer.getByText(NOTICE)).toBeVisible()
    await expect(marketer.getByRole('link', { name: 'Exit preview' })).toBeVisible()
    await expect(marketer.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const visitor = await (await browser.newContext()).newPage()
    const answer = await visitor.goto(`${servers.site.url}${path}`, { waitUntil: 'domcontentloaded' })
    expect(answer?.headers()['x-nextjs-cache']).toBe('HIT')
    await expect(heading(visitor)).toHaveText(fan.name)
    await expect(visitor.getByText(NOTICE)).toHaveCount(0)
    await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0)

    expect((await callWebhook(servers.site.url, { slugs: [fan.slug] })).status).toBe(200)
    await expect.poll(async () => (await get(`${servers.site.url}${path}`)).html, { timeout: 15_000 }).toContain('Previewed Breeze Fan')
    await visitor.reload({ waitUntil: 'domcontentloaded' })
    await expect(heading(visitor)).toHaveText('Previewed Breeze Fan')
    await marketer.reload({ waitUntil: 'domcontentloaded' })
    await expect(heading(marketer)).toHaveText('Previewed Breeze Fan')
    await expect(marketer.getByText(NOTICE)).toBeVisible()
  })

  test('preview answers are private, no-store and noindex; public answers stay cacheable and indexable', async () => {
    const path = fanPath(2)
    await warm(`${servers.site.url}${path}`)
    const cookie = await previewCookies(previewLink(servers.site.url, { secret: PREVIEW_SECRET, path }))
    const preview = (await get(`${servers.site.url}${path}`, inPreview(cookie))).response
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toMatch(/private/)
    expect(preview.headers.get('cache-control')).toMatch(/no-store/)
    expect(preview.headers.get('x-robots-tag')).toMatch(/noindex/)

    const visitor = (await get(`${servers.site.url}${path}`)).response
    expect(visitor.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(visitor.headers.get('cache-control')).toMatch(/^s-maxage=\d+/)
    expect(visitor.headers.get('x-robots-tag')).toBeNull()
  })

  test('an outage after a preview publishes nothing of it: regenerated pages keep the last published data', async () => {
    const path = fanPath(3)
    const fan = embedded.fan[3]!
    await warm(`${servers.site.url}${path}`)
    servers.upstream.updateProduct(fan.slug, { name: 'Never Published Fan' })
    const cookie = await previewCookies(previewLink(servers.site.url, { secret: PREVIEW_SECRET, path }))
    expect((await get(`${servers.site.url}${path}`, inPreview(cookie))).html).toContain('Never Published Fan')

    await servers.upstream.setFault('http-500')
    try {
      const fetchesBefore = fetchesOf(path)
      expect((await callWebhook(servers.site.url, { slugs: [fan.slug] })).status).toBe(200)
      // Until a regeneration that met the failure is the page served: it is built from the last
      // good copy, which the preview must not have written.
      await expect
        .poll(
          async () => {
            const { response, html } = await get(`${servers.site.url}${path}`)
            expect(html.includes('Never Published Fan'), 'a visitor is shown the previewed name').toBe(false)
            return fetchesOf(path) - fetchesBefore >= 2 && response.headers.get('x-nextjs-cache') === 'HIT'
          },
          { timeout: 20_000, intervals: [250] },
        )
        .toBe(true)
      expect((await get(`${servers.site.url}${path}`)).html).toContain(fan.name)
    } finally {
      await servers.upstream.setFault('none')
    }
  })

  test('leaving the preview clears the cookie and goes back to the page as visitors see it', async ({ browser }) => {
    const path = fanPath(4)
    await warm(`${servers.site.url}${path}`)
    const marketer = await browse(browser, previewLink(servers.site.url, { secret: PREVIEW_SECRET, path }))
    expect((await marketer.context().cookies()).map((cookie) => cookie.name)).toContain(COOKIE)
    await marketer.getByRole('link', { name: 'Exit preview' }).click()
    await expect(marketer.getByText(NOTICE)).toHaveCount(0)
    expect(new URL(marketer.url()).pathname).toBe(path)
    expect((await marketer.context().cookies()).map((cookie) => cookie.name)).not.toContain(COOKIE)

    const exit = (await get(`${servers.site.url}/api/preview/exit?path=/products/light`)).response
    expect(exit.status).toBe(307)
    expect(exit.headers.get('location')).toBe('/products/light')
    expect(ended(exit)).toEqual([COOKIE, PREVIEW_SESSION_COOKIE])
  })

  test('a preview lasts exactly as long as its link: then, or with a copied cookie, nothing renders in draft mode', async () => {
    const path = `/products/light/${embedded.light[2]!.slug}`
    await warm(`${servers.site.url}${path}`)
    const expires = Math.floor(Date.now() / 1000) + 3
    const link = previewLink(servers.site.url, { secret: PREVIEW_SECRET, path, expires })
    const opened = (await get(link)).response
    for (const name of [COOKIE, PREVIEW_SESSION_COOKIE]) {
      const maxAge = Number(/Max-Age=(\d+)/i.exec(opened.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '')?.[1])
      expect(maxAge, `${name}'s Max-Age`).toBeGreaterThanOrEqual(1)
      expect(maxAge, `${name}'s Max-Age`).toBeLessThanOrEqual(3)
    }
    const cookies = await previewCookies(link)
    expect((await get(`${servers.site.url}${path}`, inPreview(cookies))).html).toContain(NOTICE)

    // Next's cookie alone, as copied from a browser: its value is the build's, but it opens nothing.
    const copied = await get(`${servers.site.url}${path}`, { cookie: `${COOKIE}=${cookies.draft}` })
    expect(copied.response.status).toBe(307)
    expect(copied.html).not.toContain(NOTICE)
    expect(ended(copied.response)).toEqual([COOKIE, PREVIEW_SESSION_COOKIE])

    // Both cookies replayed once the link has expired: the same, and the visitor's page after it.
    await expect
      .poll(async () => (await get(`${servers.site.url}${path}`, inPreview(cookies))).response.status, { timeout: 10_000 })
      .toBe(307)
    const visitor = await get(`${servers.site.url}${path}`)
    expect(visitor.response.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(visitor.html).not.toContain(NOTICE)
  })

  test('a link unsigned, signed with any other secret, or expired gets 401: no cookie, no redirect', async () => {
    const links = {
      'signed with a wrong secret': previewLink(servers.site.url, { secret: 'wrong-secret-wrong-secret', path: '/' }),
      "signed with the webhook's secret": previewLink(servers.site.url, { secret: TEST_SECRET, path: '/' }),
      expired: previewLink(servers.site.url, { secret: PREVIEW_SECRET, path: '/', expires: Math.floor(Date.now() / 1000) - 1 }),
      'carrying the secret itself, as links used to': `${servers.site.url}/api/preview?${new URLSearchParams({ secret: PREVIEW_SECRET, path: '/' })}`,
      unsigned: `${servers.site.url}/api/preview?path=/`,
    }
    for (const [what, link] of Object.entries(links)) {
      const { response, html } = await get(link)
      expect(response.status, what).toBe(401)
      expect(response.headers.get('set-cookie'), what).toBeNull()
      expect(response.headers.get('location'), what).toBeNull()
      expect(JSON.parse(html), what).toHaveProperty('error')
    }
  })

  test('a signed link carries no secret, and opens only the path it was made for', async () => {
    const link = previewLink(servers.site.url, { secret: PREVIEW_SECRET, path: fanPath(0) })
    expect(link).not.toContain(PREVIEW_SECRET)
    const moved = new URL(link)
    moved.searchParams.set('path', fanPath(1))
    expect((await get(moved.href)).response.status).toBe(401)
  })

  test('a path of anywhere else gets 400 with no Location, on the way in and out', async () => {
    const bad = ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'products', '/.//evil.example']
    for (const path of [...bad, '/a\r\nSet-Cookie: x=1', `/${'a'.repeat(3000)}`]) {
      for (const url of [
        previewLink(servers.site.url, { secret: PREVIEW_SECRET, path }),
        `${servers.site.url}/api/preview/exit?${new URLSearchParams({ path })}`,
      ]) {
        const { response } = await get(url)
        expect(response.status, `${url.slice(0, 120)}`).toBe(400)
        expect(response.headers.get('location')).toBeNull()
        expect(response.headers.get('set-cookie')).toBeNull()
      }
    }
  })

  test('the preview routes answer GET only', async () => {
    for (const route of ['/api/preview', '/api/preview/exit']) {
      for (const method of ['HEAD', 'POST']) {
        const response = await fetch(`${servers.site.url}${route}?secret=${PREVIEW_SECRET}&path=/`, { method, redirect: 'manual' })
        expect(response.status, `${method} ${route}`).toBe(405)
        expect(response.headers.get('allow')).toBe('GET')
        expect(response.headers.get('set-cookie')).toBeNull()
      }
    }
  })
})

test('with no secret configured, preview is refused', async ({ request, baseURL }) => {
  // The shared server runs without PREVIEW_SECRET.
  const response = await request.get(previewLink(baseURL!, { secret: 'anything-at-all-anything', path: '/' }), { maxRedirects: 0 })
  expect(response.status()).toBe(401)
  expect(response.headers()['set-cookie']).toBeUndefined()
})
