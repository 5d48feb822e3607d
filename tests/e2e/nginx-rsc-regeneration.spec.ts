import { expect, test } from '@playwright/test'
import { embedded } from '../support/catalogue'
import { type Nginx, startNginx } from '../support/nginx'
import { send } from '../support/raw-http'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

/** Where the health probe asks upstream (lib/metrics/health.ts): failing it keeps the webhook from regenerating. */
const probePath = '/api/logo/list/channel-partner'
/** The canonical URL's parts a page's HTML carries for Next's router, as written in its inline payload. */
const canonicalParts = (html: string) => /\\"c\\":\[([^\]]*)\]/.exec(html)?.[1]

/**
 * A page Next regenerates behind a client-side navigation's request is rendered for that
 * request's URL, `_rsc` query and all, and that URL is written into the HTML every later visitor
 * gets ("c", the canonical URL's parts). nginx cannot strip the query from what it passes on: Next
 * answers an RSC request without its `_rsc` with a redirect to it. It is harmless: the browser's
 * router takes its URL from the address bar, never from "c". Shown here on a page so regenerated.
 */
test.describe('a page regenerated behind a client-side navigation', () => {
  let nginx: Nginx
  const servers = siteOnUpstream({
    timeout: 60_000,
    env: (upstream) => ({ API_URL: upstream.url, REVALIDATE_SECRET: TEST_SECRET }),
    afterStart: async ({ site }) => {
      nginx = await startNginx([site.url])
    },
  })
  test.afterAll(async () => nginx?.stop())

  test('names the navigation’s _rsc in its HTML, and visitors never see it', async ({ page }) => {
    const product = embedded.fan[2]!
    const target = `/products/fan/${product.slug}`
    const html = async () => (await send(servers.site.url, target)).body
    // The page marked stale while upstream looks down, so the webhook leaves it for its next visit.
    await servers.upstream.setFault('http-500', probePath)
    expect(await (await callWebhook(servers.site.url, { slugs: [product.slug] })).json()).toMatchObject({ regenerating: [] })
    await servers.upstream.setFault('none')

    // That visit is a client-side navigation's, through nginx.
    const state = encodeURIComponent(JSON.stringify(['', { children: ['products', {}] }]))
    const redirect = await send(nginx.url, `${target}?_rsc=x`, { headers: { rsc: '1', 'next-router-state-tree': state } })
    const navigation = redirect.headers.find(([name]) => name.toLowerCase() === 'location')?.[1]
    expect(navigation).toMatch(/\?_rsc=.+/)
    expect((await send(nginx.url, navigation!, { headers: { rsc: '1', 'next-router-state-tree': state } })).status).toBe(200)
    const rsc = new URL(navigation!, nginx.url).searchParams.get('_rsc')!
    await expect.poll(async () => canonicalParts(await html()), { timeout: 20_000 }).toContain(`${product.slug}?_rsc=${rsc}`)

    // A visitor opens the page as every visitor now gets it, then leaves and comes back.
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    const opened = await page.goto(`${nginx.url}${target}`, { waitUntil: 'load' })
    expect(canonicalParts(await opened!.text())).toContain(`_rsc=${rsc}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('a[href="/products/all"]:visible').first().click()
    await page.waitForURL(`${nginx.url}/products/all`)
    await page.goBack()
    await page.waitForURL(`${nginx.url}${target}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    expect(page.url()).toBe(`${nginx.url}${target}`)
    expect(await page.evaluate(() => [location.search, 'sameDocument' in window])).toEqual(['', true])
    expect(urls.filter((url) => url.includes(rsc))).toEqual([])
  })
})
