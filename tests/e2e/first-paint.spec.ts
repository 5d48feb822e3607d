import { expect, type Page, test } from '@playwright/test'
import { solarLanding } from '@/content/landings/solar'
import { embedded, first } from '../support/catalogue'
import { layoutShiftWithin } from '../support/layout-shift'

/** The font the browser really drew an element's text with, e.g. `Inter` or the fallback's name. */
async function drawnFont(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? ''
  } finally {
    await cdp.detach()
  }
}

/** The element of the page's largest paint so far, described by its tag and alt text or text. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element
          resolve(element ? `${element.tagName} ${element.getAttribute('alt') ?? element.textContent?.trim().slice(0, 40)}` : '')
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )

test.describe('first paint', () => {
  test('a first visit paints its text at once in the fallback font and does not move when Inter arrives; the next page is set in Inter', async ({
    page,
  }) => {
    // Inter is held back until the page has painted, as on a slow network: a font that happened
    // to arrive within the browser's brief block period would be drawn at once and prove nothing.
    let painted = () => {}
    const afterPaint = new Promise<void>((resolve) => (painted = resolve))
    await page.route('**/*.woff2', async (route) => {
      await afterPaint
      await route.continue()
    })
    const font = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.woff2'))
    await page.goto('/contact', { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    painted()
    await (await font).finished()
    await page.unroute('**/*.woff2')
    expect(await layoutShiftWithin(page, 'body')).toBe(0)
    expect(await drawnFont(page, 'h1')).not.toBe('Inter')
    await page.goto('/products/all')
    expect(await drawnFont(page, 'h1')).toBe('Inter')
  })

  test.describe('the largest paint needs none of the bundled scripts', () => {
    // The bundle is refused, not JavaScript turned off: the observer reading the paint needs it.
    test.beforeEach(async ({ page }) => page.route('**/_next/static/chunks/**/*.js', (route) => route.abort()))
    const product = first(embedded.fan)
    for (const [path, expected] of [
      [`/products/fan/${product.slug}`, `IMG ${product.name}`],
      ['/products/solar', `IMG ${solarLanding.hero.imageAlt}`],
    ] as const) {
      test(`${path}: ${expected}`, async ({ page }) => {
        await page.goto(path)
        // The load event can come before the frame that shows the loaded image.
        await expect.poll(() => largestPaint(page)).toBe(expected)
      })
    }
  })

  test('a menu the browser has only partly received is not drawn, so it never grows under the eye', async ({ page, baseURL }) => {
    // What the browser holds when it paints before the HTML has all arrived: the page up to the
    // end of the menu's first entry.
    const html = await (await fetch(`${baseURL}/contact`)).text()
    const menuStart = html.indexOf('id="main-menu"')
    expect(menuStart).toBeGreaterThan(0)
    const partial = html.slice(0, html.indexOf('</li>', menuStart) + '</li>'.length)
    await page.route('**/contact', (route) => route.fulfill({ contentType: 'text/html', body: partial }))
    await page.goto('/contact')
    await expect(page.locator('#main-menu li')).toHaveCount(1)
    await expect(page.locator('#main-menu')).toBeHidden()
    await page.unroute('**/contact')
    await page.goto('/contact')
    await expect(page.locator('#main-menu')).toBeVisible()
  })
})
