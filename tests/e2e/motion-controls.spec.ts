import { expect, type Locator, type Page, test } from '@playwright/test'
import { home } from '@/content/home'
import { labels } from '@/content/labels'
import { productLabels } from '@/content/product-labels'
import { productsPage } from '@/content/products-page'

/**
 * What moves by itself can be stopped from the keyboard (WCAG 2.2.2): the home page's video and
 * the logo marquees each have a pause control, reached with Tab and pressed with the keyboard,
 * that says whether it is pressed. With reduced motion nothing moves, so no control is offered.
 */
// A load, an idle moment and a video starting: on a loaded machine that has taken 20 s and more.
test.describe.configure({ timeout: 90_000 })

/** Tabs until `control` has focus (at most 80 presses): the control is reached by keyboard alone. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab')
    if (await control.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the control')
}

/** Where the element is, read twice `ms` apart in the page's own frames: the same when it stands still. */
const movesOver = (element: Locator, ms: number) =>
  element.evaluate(
    (node, ms) =>
      new Promise<boolean>((resolve) => {
        const left = () => node.getBoundingClientRect().left
        requestAnimationFrame(() => {
          const from = left()
          setTimeout(() => requestAnimationFrame(() => resolve(left() !== from)), ms)
        })
      }),
    ms,
  )

const videoTime = (page: Page) =>
  page.getByTestId('hero-video').evaluate((video: HTMLVideoElement) => (video.paused ? -1 : video.currentTime))

test('the hero video pauses and plays again from the keyboard, and a click elsewhere leaves it paused', async ({ page }) => {
  await page.goto('/')
  const video = page.getByTestId('hero-video')
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), { timeout: 30_000 })
    .toBe(true)
  const pause = page.getByRole('button', { name: labels.pause.video })
  await expect(pause).toBeVisible()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await tabTo(page, pause)
  await page.keyboard.press('Enter')
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => videoTime(page)).toBe(-1)
  // The retry that starts a video the browser would not autoplay must not undo the pause.
  await page.getByRole('heading', { level: 1 }).click()
  await expect.poll(() => videoTime(page)).toBe(-1)
  await pause.focus()
  await page.keyboard.press('Space')
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(() => videoTime(page)).toBeGreaterThan(0)
})

for (const { path, heading } of [
  { path: '/', heading: home.customersHeading },
  { path: '/products/all', heading: productsPage.channelPartnersHeading },
]) {
  test(`the logo marquee on ${path} pauses and moves again from the keyboard`, async ({ page }) => {
    await page.goto(path)
    const region = page.getByRole('region', { name: heading })
    const logo = region.getByRole('img').first()
    const pause = region.getByRole('checkbox', { name: labels.pause.logos })
    await region.scrollIntoViewIfNeeded()
    await expect.poll(() => movesOver(logo, 200)).toBe(true)
    // Drawn as a round button of touch size below the row.
    const drawn = region.locator(`label[for="${await pause.getAttribute('id')}"]`)
    expect(await drawn.boundingBox()).toMatchObject({ width: 44, height: 44 })
    await tabTo(page, pause)
    await page.keyboard.press('Space')
    await expect(pause).toBeChecked()
    expect(await movesOver(logo, 400)).toBe(false)
    await page.keyboard.press('Space')
    await expect(pause).not.toBeChecked()
    await expect.poll(() => movesOver(logo, 200)).toBe(true)
  })
}

test.describe('for a visitor who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing moves by itself, so no pause control is offered', async ({ page }) => {
    await test.step('/: no video, a still marquee', async () => {
      await page.goto('/')
      await page.waitForLoadState('load')
      const region = page.getByRole('region', { name: home.customersHeading })
      await region.scrollIntoViewIfNeeded()
      expect(await movesOver(region.getByRole('img').first(), 400)).toBe(false)
      await expect(region.getByRole('checkbox', { name: labels.pause.logos })).toBeHidden()
      await expect(page.locator('[data-video]')).toHaveAttribute('data-video', 'off', { timeout: 30_000 })
      await expect(page.getByRole('button', { name: labels.pause.video })).toHaveCount(0)
    })
    // That the carousel stands still is tests/e2e/carousel.spec.ts's.
    await test.step('/products/light: the carousel', async () => {
      await page.goto('/products/light')
      const carousel = page.locator('[aria-roledescription="carousel"]').first()
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
      await expect(carousel.getByRole('button', { name: productLabels.carousel.pause })).toBeHidden()
    })
  })
})
