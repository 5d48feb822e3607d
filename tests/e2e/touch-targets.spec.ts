import { expect, type Page, test } from '@playwright/test'
import { productLabels } from '@/content/product-labels'
import { companyRoutes } from '@/lib/navigation/routes'
import { embedded, first } from '../support/catalogue'

/**
 * Touch targets on a 390 px phone (WCAG 2.2 AA, 2.5.8 Target Size): every control and every
 * link that is not inline in running text is at least 24 by 24 CSS px; the primary actions
 * (marketplace buttons, 'Ask our team', every footer link) are at least 44 px tall.
 */
const MINIMUM = 24
const PRIMARY_HEIGHT = 44

/**
 * The pages walked, in two halves so the two workers share them. Each half walks its pages in one
 * browser page: after the first, the site's scripts come from the cache, not the network.
 */
const productPages = [
  '/',
  '/products/all',
  ...['fan', 'light', 'solar', 'ac', 'frp', 'others', 'trading'].map((line) => `/products/${line}`),
  ...(['fan', 'light', 'solar', 'ac', 'frp'] as const).map((line) => `/products/${line}/${first(embedded[line]).slug}`),
]
const companyPages = [...companyRoutes, '/no-such-page']

type Target = { label: string; width: number; height: number; primary: boolean }

/**
 * Every target the visitor can see, measured as laid out. A target counts when it is an a[href],
 * button, input (not hidden), select, textarea, summary or [role=button] that is rendered and
 * not visually hidden (clipped away, or placed left of the page). Exempt, as WCAG allows, are inline links in running
 * text: an `a` whose computed display is `inline` and whose nearest non-inline ancestor holds
 * text of its own, outside every target (a link in a sentence, sized by the line height).
 */
function visibleTargets(page: Page, primaryLabels: string[]): Promise<Target[]> {
  return page.evaluate((primaryLabels) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      if (!block) return false
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && !node.parentElement?.closest(selector)) return true
      }
      return false
    }
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')}"`
    const visuallyHidden = (element: Element) => {
      const style = getComputedStyle(element)
      // Clipped away (the skip link until focused), or parked left of the page (the honeypot).
      return (
        style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)' || element.getBoundingClientRect().right + scrollX <= 0
      )
    }
    return [...document.querySelectorAll(selector)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !visuallyHidden(element) && !inRunningText(element))
      .map((element) => {
        const box = element.getBoundingClientRect()
        const text = element.textContent?.trim() ?? ''
        return {
          label: label(element),
          width: box.width,
          height: box.height,
          primary: !!element.closest('footer') || primaryLabels.some((primary) => text.startsWith(primary)),
        }
      })
  }, primaryLabels)
}

/** Scrolls to the end a screen at a time, so every island that waits for the viewport loads. */
async function scrollThrough(page: Page) {
  for (let top = 0; ;) {
    const { next, end } = await page.evaluate(() => {
      // Instant: the page scrolls smoothly, and a smooth scroll has not moved yet when this returns.
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' })
      return { next: window.scrollY, end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 }
    })
    if (end || next === top) break
    top = next
  }
  await page.waitForLoadState('networkidle')
  // The footer's blocks slide in as they come into view: measured mid-slide, a 44 px link read
  // 43.99 px tall once in CI. Measured once each has arrived.
  for (const block of await page.locator('footer [data-reveal]').all()) {
    await block.scrollIntoViewIfNeeded()
    await expect(block).toHaveCSS('opacity', '1')
  }
  // Whatever the islands loaded has been rendered once two frames have passed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

const primaryLabels = [...Object.values(productLabels.marketplaces), productLabels.detail.buyingAction]

const size = (target: Target) => `${target.label} ${Math.round(target.width * 10) / 10}×${Math.round(target.height * 10) / 10}`

/** Checks each page in turn, in a step named by its path; a failing page does not stop the walk. */
async function walk(page: Page, paths: string[]) {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path)
      await scrollThrough(page)
      const targets = await visibleTargets(page, primaryLabels)
      expect.soft(targets.length, `${path}: targets found`).toBeGreaterThan(0)
      const tooSmall = targets.filter((target) => target.width < MINIMUM || target.height < MINIMUM).map(size)
      const primaryTooShort = targets.filter((target) => target.primary && target.height < PRIMARY_HEIGHT).map(size)
      expect.soft(tooSmall, `${path}: targets under 24×24 px`).toEqual([])
      expect.soft(primaryTooShort, `${path}: primary actions under 44 px tall`).toEqual([])
    })
  }
}

test.describe('touch targets on a 390 px phone @mobile', () => {
  // A walk is many page loads on a shared machine: about 15 s each at worst.
  test.describe.configure({ timeout: 15_000 * Math.max(productPages.length, companyPages.length) })

  test('home and product pages: every control is at least 24×24 px, primary actions 44 px tall', async ({ page }) => {
    await walk(page, productPages)
  })

  test('company pages and the 404: every control is at least 24×24 px, primary actions 44 px tall', async ({ page }) => {
    await walk(page, companyPages)
  })

  test('the primary actions are on the pages walked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const product = embedded.ac.find((item) => item.amazonLink && item.flipkartLink && item.gemLink)!
    await page.goto(`/products/ac/${product.slug}`)
    const primary = (await visibleTargets(page, primaryLabels)).filter((target) => target.primary).map((target) => target.label)
    for (const label of primaryLabels) expect(primary.some((target) => target.includes(label))).toBe(true)
    expect(primary.some((target) => target.startsWith('a "Home"'))).toBe(true)
  })
})
