import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/support/chromium'
import { embedded } from '../tests/support/catalogue'
import { startSite } from '../tests/support/site'

/**
 * What a client-side navigation costs on the wire: the product list is loaded, then its link to a
 * fan product page is followed, and every byte fetched after the first page's load
 * event (its prefetches and the navigation's own payload) is added up, as Chromium counts them
 * (encoded, headers included). Run on the build in .next, before and after a change:
 *
 *   npx tsx bench/nav-transfer.ts
 */
async function main() {
  const site = await startSite({})
  const { executablePath, args } = chromiumLaunchOptions()
  const browser = await chromium.launch({ executablePath, args })
  const to = embedded.fan[0]!
  try {
    for (let round = 0; round < 3; round++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      let counting = false
      const bytes = new Map<string, number>()
      const urls = new Map<string, string>()
      cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url))
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        if (counting) bytes.set(requestId, encodedDataLength)
      })
      await page.goto(`${site.url}/products/all`, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      counting = true
      const link = page.locator(`main a[href="/products/fan/${to.slug}"]`).first()
      await link.scrollIntoViewIfNeeded()
      await link.click()
      await page.waitForURL(`**/products/fan/${to.slug}`)
      await page.waitForLoadState('networkidle')
      const total = [...bytes.values()].reduce((sum, each) => sum + each, 0)
      const payload = [...bytes].filter(([id]) => /[?&]_rsc=/.test(urls.get(id) ?? '')).reduce((sum, [, each]) => sum + each, 0)
      console.log(
        `round ${round + 1}: ${(total / 1024).toFixed(1)} kB after the load event, of which ${(payload / 1024).toFixed(1)} kB of payload`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
    await site.dispose()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
