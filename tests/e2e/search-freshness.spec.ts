import { expect, test } from '@playwright/test'
import { GRID_PAGE_SIZE } from '@/lib/navigation/pagination'
import type { RawItem } from '../fixtures/upstream/data'
import type { FakeUpstream } from '../fixtures/upstream/server'
import { embedded } from '../support/catalogue'
import { accessEntries, mostLetThrough } from '../support/nginx-log'
import { startNginx, startSiteBehindNginx, type Nginx } from '../support/nginx'
import { send } from '../support/raw-http'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { instancesOnRedis, siteOnUpstream } from '../support/servers'
import type { Site } from '../support/site'

/** A fan upstream did not list when the site started: its name, a model label and a key feature are all searchable. */
const monsoon = (suffix = ''): RawItem => ({
  ...embedded.fan[1],
  _id: `monsoon${suffix}`,
  slug: `technozen-monsoon-bldc-fan${suffix}`,
  name: `Technozen Monsoon BLDC Fan${suffix}`,
  keyFeatures: ['Whisper-quiet night mode'],
  models: [{ _id: `monsoon-model${suffix}`, id: `TZ-MSN-1200${suffix}`, details: [] }],
})

/** The result links of a search on a site, by its HTML as a visitor's browser gets it. */
async function resultHrefs(site: Site, query: string): Promise<string[]> {
  const response = await fetch(`${site.url}/search?q=${encodeURIComponent(query)}`)
  expect(response.status).toBe(200)
  return [...(await response.text()).matchAll(/<article class="search-result">.*?<a [^>]*href="([^"]+)"/gs)].map((match) => match[1]!)
}

const addFan = (upstream: FakeUpstream, fan: RawItem) => upstream.data.products.fan!.push(fan)

test.describe('search follows the catalogue', () => {
  const servers = siteOnUpstream({
    timeout: 90_000,
    // Lists trusted for an hour: only the webhook, never time, brings the change.
    env: (upstream) => ({ API_URL: upstream.url, REVALIDATE_SECRET: TEST_SECRET, CATALOGUE_REVALIDATE_SECONDS: '3600' }),
  })

  test('a product added upstream shows in search after the webhook, by name, model label and key feature', async ({ page }) => {
    const { site, upstream } = servers
    const path = '/products/fan/technozen-monsoon-bldc-fan'
    expect(await resultHrefs(site, 'monsoon')).toEqual([])
    addFan(upstream, monsoon())
    // Before the webhook the index answers from the cached lists, which do not have it.
    expect(await resultHrefs(site, 'monsoon')).toEqual([])

    expect((await callWebhook(site.url, { categories: ['fan'] })).status).toBe(200)
    await expect.poll(() => resultHrefs(site, 'monsoon'), { timeout: 30_000 }).toEqual([path])
    expect((await resultHrefs(site, 'TZ-MSN-1200'))[0]).toBe(path)
    expect((await resultHrefs(site, 'whisper quiet'))[0]).toBe(path)

    await page.goto(`${site.url}/search?q=monsoon`)
    await page.locator(`main article h3 a[href="${path}"]`).click()
    await expect(page).toHaveURL(`${site.url}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technozen Monsoon BLDC Fan')
  })

  test('many results page by query, with plain links that work without JavaScript', async ({ browser }) => {
    const { site, upstream } = servers
    for (let n = 1; n <= GRID_PAGE_SIZE + 5; n++) addFan(upstream, monsoon(`-${n}`))
    // With the test before, one more.
    const count = upstream.data.products.fan!.filter((fan) => String(fan.slug).includes('monsoon')).length
    expect((await callWebhook(site.url, { categories: ['fan'] })).status).toBe(200)
    await expect.poll(async () => (await resultHrefs(site, 'monsoon')).length, { timeout: 30_000 }).toBe(GRID_PAGE_SIZE)

    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto(`${site.url}/search?q=monsoon`)
      await expect(page.getByText(`${count} matching products`)).toBeVisible()
      const firstPage = await page.locator('main article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      await page.getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(`${site.url}/search?q=monsoon&page=2`)
      const secondPage = await page.locator('main article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(secondPage).toHaveLength(count - GRID_PAGE_SIZE)
      expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([])
      await expect(page.getByRole('link', { name: '1', exact: true })).toHaveAttribute('href', '/search?q=monsoon')
    } finally {
      await context.close()
    }
  })
})

test.describe('search on two instances sharing Redis', () => {
  const servers = instancesOnRedis({
    timeout: 90_000,
    startTimeout: 90_000,
    env: ({ redis, upstream }) => ({
      API_URL: upstream.url,
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: TEST_SECRET,
      CATALOGUE_REVALIDATE_SECONDS: '3600',
    }),
  })

  test('an instance that did not receive the webhook finds the new product too', async () => {
    const { a, b, upstream } = servers
    const path = '/products/fan/technozen-monsoon-bldc-fan'
    // Both build their index first, from the lists as they are.
    expect(await resultHrefs(a, 'monsoon')).toEqual([])
    expect(await resultHrefs(b, 'monsoon')).toEqual([])
    addFan(upstream, monsoon())
    expect((await callWebhook(a.url, { categories: ['fan'] })).status).toBe(200)
    await expect.poll(() => resultHrefs(b, 'monsoon'), { timeout: 30_000 }).toEqual([path])
    await expect.poll(() => resultHrefs(a, 'monsoon'), { timeout: 30_000 }).toEqual([path])
  })
})

test.describe('nginx in front: searches', () => {
  test.describe.configure({ timeout: 60_000 })
  let site: Site
  let nginx: Nginx
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    site = await startSiteBehindNginx()
    nginx = await startNginx([site.url])
    // The route compiled and the index built before the flood, from an address of its own, so
    // the 21 searches let through at once are answered as any search is.
    expect((await send(nginx.url, '/search?q=warm', { from: '127.0.0.9' })).status).toBe(200)
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await site?.dispose()
  })

  test('a flood of searches from one address is refused by nginx before Next; other addresses still search', async () => {
    const address = '127.0.0.4'
    const flood = 30
    const answers = await Promise.all(
      Array.from({ length: flood }, (_, n) =>
        send(nginx.url, `/search?q=fan+${n}`, { from: address, headers: { 'accept-encoding': 'gzip, br' } }),
      ),
    )
    const passed = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(passed.length + refused.length).toBe(flood)
    expect(refused.length).toBeGreaterThan(0)
    const logOf = () => accessEntries(nginx).filter((entry) => entry.client === address)
    await expect.poll(() => logOf().length, { timeout: 5000 }).toBe(flood)
    expect(passed.length).toBeLessThanOrEqual(mostLetThrough(logOf(), 'site_search'))
    for (const entry of logOf().filter(({ status }) => status === 429)) expect(entry.upstream).toBe('')
    expect((await send(nginx.url, '/search?q=fan', { from: '127.0.0.5' })).status).toBe(200)
    // Pages other than the search are not counted against it.
    expect((await send(nginx.url, '/products/all', { from: address })).status).toBe(200)
  })
})
