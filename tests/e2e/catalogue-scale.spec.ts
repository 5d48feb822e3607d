import { expect, type Page, test } from '@playwright/test'
import { CAROUSEL_SLIDE_LIMIT } from '@/lib/carousel/settings'
import { GRID_PAGE_SIZE, pageCount } from '@/lib/navigation/pagination'
import { scaledData } from '../fixtures/upstream/data'
import { type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { callWebhook, regenerationEnded, TEST_SECRET } from '../support/revalidate'
import { type Site, startSite } from '../support/site'
import { added, storedFiles } from '../support/stored-files'

/** Products in the light line: its list, as upstream sends it, is several times Next's 2 MB item limit. */
const LIGHTS = 3000
const PAGES = pageCount(LIGHTS)

/**
 * A product line of thousands of products, on a server of its own whose light line upstream
 * grew after the build (the webhook brings it in): Next's data cache refuses nothing, the landing
 * pages its grid by plain links with JavaScript off and on, every page is two clicks from the
 * landing, a made-up page number is a 404 that stores nothing, and a product added upstream shows
 * on its page of the grid after the webhook.
 */
test.describe('a product line of thousands of products', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let upstream: FakeUpstream
  let site: Site
  const lights = scaledData(LIGHTS, { oneLine: 'light' }).products.light!
  const nameAt = (position: number) => String(lights[position]!.name)
  const listCalls = () => upstream.requests.filter((request) => request === 'GET /api/product/list/light').length
  const gridNames = (page: Page, section: string) => page.locator(`#${section} article h3`).allTextContents()

  test.beforeAll(async () => {
    test.setTimeout(240_000) // a server start and the line's regeneration on a loaded machine
    upstream = await startUpstream()
    upstream.data.products.light = lights
    // The line's list is read whole: the limit is set above it, as for any catalogue of this size.
    site = await startSite({
      API_URL: upstream.url,
      API_MAX_BYTES: String(64 * 1024 * 1024),
      API_TIMEOUT_MS: '30000',
      REVALIDATE_SECRET: TEST_SECRET,
    })
    // The build's pages show the embedded line: the webhook has them rendered again from upstream.
    const since = site.logs.length
    expect((await callWebhook(site.url, { categories: ['light'] })).status).toBe(200)
    await expect.poll(() => regenerationEnded(site.logs, since), { timeout: 180_000 }).toBe(true)
  })
  test.afterAll(async () => {
    await site?.dispose()
    await upstream?.close()
  })

  test('the line is cached in items under the limit and read from the data cache after its first load', async () => {
    expect(JSON.stringify(lights).length).toBeGreaterThan(2 * 2 * 1024 * 1024)
    // The carousel's retry reads the line on every request, through the data cache like a page render.
    const read = async () => {
      const before = listCalls()
      const response = await fetch(`${site.url}/api/catalogue/carousel/light`)
      expect(response.status).toBe(200)
      return { items: ((await response.json()) as unknown[]).length, calls: listCalls() - before }
    }
    expect(listCalls()).toBeGreaterThan(0)
    await expect.poll(read, { timeout: 60_000, intervals: [250] }).toEqual({ items: CAROUSEL_SLIDE_LIMIT, calls: 0 })
    for (let visit = 0; visit < 3; visit++) expect(await read()).toEqual({ items: CAROUSEL_SLIDE_LIMIT, calls: 0 })
    expect(site.logs.join('\n')).not.toContain('items over 2MB')
  })

  test('with JavaScript off, the landing shows the first page of the grid and its links page through the rest', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.url}/products/light`)
    expect(await gridNames(page, 'explore-lighting')).toEqual(lights.slice(0, GRID_PAGE_SIZE).map((light) => String(light.name)))
    await expect(page.locator('#light-range .swiper-slide')).toHaveCount(CAROUSEL_SLIDE_LIMIT)
    const pages = page.getByRole('navigation', { name: 'Pages of Explore Lighting' })
    await expect(pages).toContainText(`Page 1 of ${PAGES}`)

    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(`${site.url}/products/light/page/2`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LED Lighting, page 2')
    await expect(page).toHaveTitle(/LED Lighting, page 2/)
    // On SITE_URL, the public origin, whichever address served the page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/products\/light\/page\/2$/)
    expect(await gridNames(page, 'grid')).toEqual(lights.slice(GRID_PAGE_SIZE, 2 * GRID_PAGE_SIZE).map((light) => String(light.name)))

    await page
      .getByRole('navigation', { name: 'Pages of Explore Lighting' })
      .getByRole('link', { name: String(PAGES), exact: true })
      .click()
    await expect(page).toHaveURL(`${site.url}/products/light/page/${PAGES}`)
    expect(await gridNames(page, 'grid')).toEqual(lights.slice((PAGES - 1) * GRID_PAGE_SIZE).map((light) => String(light.name)))
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(`${site.url}/products/light/page/${PAGES - 1}`)
    await context.close()
  })

  test('with JavaScript on, the same links page through the grid in the page', async ({ page }) => {
    await page.goto(`${site.url}/products/light`)
    const pages = page.getByRole('navigation', { name: 'Pages of Explore Lighting' })
    await pages.getByRole('link', { name: '2', exact: true }).click()
    await expect(page).toHaveURL(`${site.url}/products/light/page/2`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LED Lighting, page 2')
    await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(`${site.url}/products/light`)
    expect((await gridNames(page, 'explore-lighting'))[0]).toBe(nameAt(0))
  })

  test('every page of the grid, and so every product, is two clicks from the landing', async () => {
    const pageLinks = async (path: string) => {
      const html = await (await fetch(`${site.url}${path}`)).text()
      return [...new Set([...html.matchAll(/href="(\/products\/light(?:\/page\/\d+)?)"/g)].map((match) => match[1]!))]
    }
    const first = await pageLinks('/products/light')
    const second = new Set(first)
    for (const path of first) for (const link of await pageLinks(path)) second.add(link)
    const reached = [...second].map((path) => Number(path.split('/page/')[1] ?? 1))
    expect(new Set(reached).size).toBe(PAGES)
  })

  test('a made-up page number is the 404 page, and nothing is stored for it', async () => {
    await fetch(`${site.url}/products/light/page/2`)
    const before = storedFiles(site)
    const before404 = upstream.requests.length
    for (const path of ['0', '1', '02', 'two', String(PAGES + 1), '999999', '2/more'].map((page) => `/products/light/page/${page}`)) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('Page not found')
    }
    expect((await fetch(`${site.url}/products/nothing/page/2`)).status).toBe(404)
    expect(added(before, storedFiles(site))).toEqual([])
    // At most the line's list, read once to learn the page is past the last.
    expect(upstream.requests.length - before404).toBeLessThanOrEqual(1)
  })

  test('a product added upstream shows on its page of the grid after the webhook', async ({ page }) => {
    const position = 2 * GRID_PAGE_SIZE + 5
    const added = { ...lights[0]!, _id: 'new-light', slug: 'sailite-new-arrival-light', name: 'Sailite New Arrival Light' }
    upstream.data.products.light = [...lights.slice(0, position), added, ...lights.slice(position)]
    const since = site.logs.length
    const answer = await callWebhook(site.url, { categories: ['light'], slugs: [added.slug] })
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { regenerating: string[] }).regenerating).toContain('/products/light/page/3')
    await expect.poll(() => regenerationEnded(site.logs, since), { timeout: 120_000 }).toBe(true)
    await page.goto(`${site.url}/products/light/page/3`)
    const names = await gridNames(page, 'grid')
    expect(names[5]).toBe(added.name)
    expect(names[6]).toBe(nameAt(position))
    await page.getByRole('link', { name: added.name, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.name)
  })
})
