import { expect, type Page, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { staleEverything, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

/**
 * A site whose list at `failing` (an upstream path) fails from the start, with no last good copy
 * of anything and pages stale at once: the next render meets the fault bare. Ready once `page`,
 * regenerated, is served without `shownBy` in its HTML. `keptData: false` also leaves out the
 * data the build kept (see startSite).
 */
function siteWithFailingList(options: { failing: string; page: string; shownBy: string; keptData?: boolean }) {
  let catalogueCacheDir: string
  const servers = siteOnUpstream({
    timeout: 90_000,
    keptData: options.keptData,
    beforeStart: async (upstream) => {
      catalogueCacheDir = mkdtempSync(path.join(tmpdir(), 'no-last-good-'))
      await upstream.setFault('http-500', options.failing)
    },
    env: (upstream) => ({
      API_URL: upstream.url,
      CATALOGUE_CACHE_DIR: catalogueCacheDir,
      CATALOGUE_RETRY_SECONDS: '1',
      REVALIDATE_SECRET: TEST_SECRET,
    }),
    afterStart: async ({ site }) => {
      await staleEverything(site.url)
      await expect
        .poll(async () => (await (await fetch(`${site.url}${options.page}`)).text()).includes(options.shownBy), { timeout: 20_000 })
        .toBe(false)
    },
  })
  // Registered after the servers' hooks, so it runs once the site, which uses the folder, has stopped.
  test.afterAll(() => {
    if (catalogueCacheDir) rmSync(catalogueCacheDir, { recursive: true, force: true })
  })
  return servers
}

/**
 * Once upstream is back, the server has the list again within CATALOGUE_RETRY_SECONDS (a failed
 * list is not asked again sooner, however many retries arrive): the browser's next retry gets it.
 */
async function serverHas(url: string) {
  await expect.poll(async () => (await fetch(url)).status, { timeout: 20_000 }).toBe(200)
}

/**
 * Moves the page's clock a second at a time until its first retry has failed: the island sets its
 * 5 s timer only once it runs, which a loaded machine reaches after the page's load event.
 */
async function firstRetryFailed(page: Page, failed: () => number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1000)
      return failed()
    })
    .toBe(1)
}

/**
 * When the server could not load the channel partners, the browser retries through the site's
 * own API, 5 times 5000 ms apart, then logs 'Max retries reached...'.
 */
test.describe('browser retry of failed lists', () => {
  const servers = siteWithFailingList({ failing: '/api/logo', page: '/products/all', shownBy: '>Our Channel Partners</h2>' })

  const isRetry = (url: string) => url.includes('/api/catalogue/logos/channel-partner')
  /** What the page logs when one retry failed (the hook logs the error of each). */
  const isFailure = (text: string) => text.includes('/api/catalogue/logos/channel-partner answered')

  // One server for both: the test that gives up leaves it as it found it (the logos failing,
  // nothing kept), so it goes first; once a retry has succeeded, the server keeps the logos.
  test('after 5 failed retries it gives up and says so in the console', async ({ page }) => {
    await page.clock.install()
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    let retries = 0
    let markerSeen = false
    page.on('request', (request) => {
      if (isRetry(request.url())) retries++
      if (request.url().endsWith('/api/health')) markerSeen = true
    })
    await page.goto(`${servers.site.url}/products/all`)
    // The first retry once the island runs (a busy machine hydrates late), then each 5 s after
    // the last one failed (its error logged), five in all.
    await firstRetryFailed(page, () => messages.filter(isFailure).length)
    for (let attempt = 2; attempt <= 5; attempt++) {
      await page.clock.runFor(5000)
      await expect.poll(() => messages.filter(isFailure).length).toBe(attempt)
    }
    await expect.poll(() => messages).toContain('Max retries reached. Please refresh the page.')
    // No sixth: with twice the delay gone by, a request the page makes now is seen after any
    // retry it would have made.
    await page.clock.runFor(10_000)
    await page.evaluate(() => fetch('/api/health').then((response) => response.arrayBuffer()))
    await expect.poll(() => markerSeen).toBe(true)
    expect(retries).toBe(5)
  })

  test('the marquee appears once a retry succeeds', async ({ page }) => {
    await page.clock.install()
    const retries: string[] = []
    const failures: string[] = []
    page.on('request', (request) => {
      if (isRetry(request.url())) retries.push(request.url())
    })
    page.on('console', (message) => {
      if (isFailure(message.text())) failures.push(message.text())
    })
    await page.goto(`${servers.site.url}/products/all`)
    await expect(page.getByRole('heading', { name: 'Our Channel Partners' })).toHaveCount(0)
    await page.clock.runFor(5000)
    await expect.poll(() => retries.length).toBe(1)
    // The failed retry has been handled once the page has logged it; React then renders in a
    // task of its own: one more task queued behind it has run when this evaluate returns.
    await expect.poll(() => failures.length).toBe(1)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
    )
    await expect(page.getByRole('heading', { name: 'Our Channel Partners' })).toHaveCount(0)
    await servers.upstream.setFault('none')
    await serverHas(`${servers.site.url}/api/catalogue/logos/channel-partner`)
    await page.clock.runFor(5000)
    await expect(page.getByRole('heading', { name: 'Our Channel Partners' })).toBeVisible()
    expect(retries.length).toBeGreaterThanOrEqual(2)
  })
})

/** The solar list load retries on failure, like the logos; the carousel appears when a retry brings it. */
test.describe('browser retry of the solar list', () => {
  const carousel = '#solar-products [aria-roledescription="carousel"]'
  const servers = siteWithFailingList({
    failing: '/api/product/list/solar',
    page: '/products/solar',
    shownBy: 'aria-roledescription="carousel"',
    // A line's last good copy is served through an outage: this deployment has none, so the
    // solar list has nowhere to come from but upstream.
    keptData: false,
  })

  test('the carousel appears, its slides linked, once a retry succeeds', async ({ page }) => {
    await page.clock.install()
    const failures: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('/api/catalogue/carousel/solar answered 503')) failures.push(message.text())
    })
    await page.goto(`${servers.site.url}/products/solar`)
    await expect(page.locator(carousel)).toHaveCount(0)
    await firstRetryFailed(page, () => failures.length)
    await expect(page.locator(carousel)).toHaveCount(0)
    await servers.upstream.setFault('none')
    await serverHas(`${servers.site.url}/api/catalogue/carousel/solar`)
    await page.clock.runFor(5000)
    const slides = page.locator(`${carousel} .swiper-slide`)
    await expect(slides.first()).toBeVisible()
    await expect(slides.first().getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /^\/products\/solar\/[^/]+$/)
    expect(failures).toHaveLength(1)
  })
})
