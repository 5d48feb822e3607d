import { expect, type Page, test } from '@playwright/test'

/** Layout shifts since the page loaded, as Lighthouse counts them (none right after an input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 500)
      }),
  )

test.describe('islands loaded when they near the viewport', () => {
  test('a carousel is plain slides until scrolled to, then Swiper takes over without moving anything', async ({ page }) => {
    await page.goto('/products/fan')
    const carousel = page.locator('[aria-roledescription="carousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
    const active = carousel.locator('.swiper-slide-active')
    const before = await active.getAttribute('data-swiper-slide-index')
    await carousel.getByRole('button', { name: 'Next products' }).click()
    await expect(active).not.toHaveAttribute('data-swiper-slide-index', before ?? '')
    expect(await layoutShift(page)).toBe(0)
  })

  test('the footer blocks wait in place, hidden, and the page does not shift when they appear', async ({ page }) => {
    await page.goto('/contact')
    const block = page.getByRole('contentinfo').locator('[data-reveal]').last()
    await block.scrollIntoViewIfNeeded()
    await expect(block).toHaveCSS('opacity', '1', { timeout: 5000 })
    expect(await layoutShift(page)).toBe(0)
  })
})
