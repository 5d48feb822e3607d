import { expect, test } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { staleEverything, TEST_SECRET } from '../support/revalidate'
import { type Site, startSite } from '../support/site'

/**
 * Spec section 9: when the server could not load the channel partners, the browser retries
 * through the site's own API, 5 times 5000 ms apart, then logs 'Max retries reached...'.
 */
test.describe('browser retry of failed lists', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  let upstream: FakeUpstream
  let site: Site

  test.beforeEach(async () => {
    upstream = await startUpstream()
    // No last good copy of anything, and pages stale at once: the next render meets the fault bare.
    site = await startSite({
      API_URL: upstream.url,
      CATALOGUE_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'no-last-good-')),
      CATALOGUE_RETRY_SECONDS: '1',
      REVALIDATE_SECRET: TEST_SECRET,
    })
    await upstream.setFault('http-500', '/api/logo')
    await staleEverything(site.url)
    // Let /products/all regenerate while the logos fail, until the served page has no marquee.
    await expect
      .poll(async () => (await (await fetch(`${site.url}/products/all`)).text()).includes('>Our Channel Partners</h2>'), { timeout: 20_000 })
      .toBe(false)
  })
  test.afterEach(async () => {
    await site.dispose()
    await upstream.close()
  })

  test('the marquee appears once a retry succeeds', async ({ page }) => {
    await page.clock.install()
    const retries: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/catalogue/logos/channel-partner')) retries.push(request.url())
    })
    await page.goto(`${site.url}/products/all`)
    await expect(page.getByRole('heading', { name: 'Our Channel Partners' })).toHaveCount(0)
    await page.clock.runFor(5000)
    await expect.poll(() => retries.length).toBe(1)
    await page.waitForTimeout(500)
    await expect(page.getByRole('heading', { name: 'Our Channel Partners' })).toHaveCount(0)
    await upstream.setFault('none')
    await page.clock.runFor(5000)
    await expect(page.getByRole('heading', { name: 'Our Channel Partners' })).toBeVisible()
    expect(retries.length).toBeGreaterThanOrEqual(2)
  })

  test('after 5 failed retries it gives up and says so in the console', async ({ page }) => {
    await page.clock.install()
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    let retries = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/catalogue/logos/channel-partner')) retries++
    })
    await page.goto(`${site.url}/products/all`)
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.clock.runFor(5000)
      await page.waitForTimeout(300)
    }
    expect(retries).toBe(5)
    expect(messages).toContain('Max retries reached. Please refresh the page.')
  })
})
