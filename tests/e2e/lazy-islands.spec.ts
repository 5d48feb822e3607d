import { expect, test } from '@playwright/test'
import { layoutShiftWithin } from '../support/layout-shift'

test.describe('islands loaded when they near the viewport', () => {
  test('a carousel is plain slides until scrolled to, then Swiper takes over without moving anything', async ({ page }) => {
    // The carousel sits far below the first screen: the page settles without starting Swiper.
    await page.goto('/products/fan', { waitUntil: 'networkidle' })
    const carousel = page.locator('[aria-roledescription="carousel"]').first()
    await expect(carousel.locator('.swiper-slide').first()).toBeAttached()
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(0)
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
    const active = carousel.locator('.swiper-slide-active')
    const before = await active.getAttribute('data-swiper-slide-index')
    await carousel.getByRole('button', { name: 'Next products' }).click()
    await expect(active).not.toHaveAttribute('data-swiper-slide-index', before ?? '')
    expect(await layoutShiftWithin(page, '[aria-roledescription="carousel"]')).toBe(0)
  })

  test('the footer blocks wait in place, hidden, and the page does not shift when they appear', async ({ page }) => {
    await page.goto('/contact')
    const block = page.getByRole('contentinfo').locator('[data-reveal]').last()
    await block.scrollIntoViewIfNeeded()
    await expect(block).toHaveCSS('opacity', '1', { timeout: 5000 })
    expect(await layoutShiftWithin(page, 'footer')).toBe(0)
  })
})
