import { expect, type Locator, type Page, type Route, test } from '@playwright/test'
import { productLabels } from '@/content/product-labels'
import { productCarousel, solarCarousel } from '@/lib/carousel/settings'

/**
 * The product carousel on the light landing: a track that scrolls by itself before Swiper starts
 * and with JavaScript off; Swiper taking over the very slides the server sent, on the slide the
 * visitor scrolled to; then loop, arrows and autoplay as the catalogue asks, a pause control, and
 * stillness while the keyboard is in it. The solar landing's carousel is the same component.
 */
const path = '/products/light'
const carouselOf = (page: Page) => page.locator('[aria-roledescription="carousel"]').first()
const slidesOf = (carousel: Locator) => carousel.locator('.swiper-slide')
const running = (carousel: Locator) => expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
const activeIndex = (carousel: Locator) => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index')
const next = (carousel: Locator) => carousel.getByRole('button', { name: productLabels.carousel.next })
const previous = (carousel: Locator) => carousel.getByRole('button', { name: productLabels.carousel.previous })
const pause = (carousel: Locator) => carousel.getByRole('button', { name: productLabels.carousel.pause })

/** How far, in pixels, a slide's left edge is from its track's: under a pixel when the track shows it first. */
const offsetInTrack = (slide: Locator) =>
  slide.evaluate((element) => Math.abs(element.getBoundingClientRect().left - element.closest('.swiper')!.getBoundingClientRect().left))

/** The time the test's clock starts from, and where it stops before the page loads. */
const clockStart = new Date('2026-01-05T09:00:00Z').getTime()

/**
 * Opens the landing on a clock the test drives: stopped before the page loads, it moves only as
 * the test runs it, so autoplay steps exactly when the test says. Swiper starts in an idle
 * callback, which runs on that clock too: it is moved 50 ms at a time until Swiper has started.
 * (Stopping a running clock instead raced the page: on a loaded machine it had moved past the
 * time the test asked to stop at.)
 */
async function openOnTestClock(page: Page, at = path): Promise<Locator> {
  await page.clock.install({ time: clockStart })
  await page.clock.pauseAt(clockStart + 60_000)
  await page.goto(at)
  const carousel = carouselOf(page)
  await carousel.scrollIntoViewIfNeeded()
  await expect
    .poll(async () => {
      await page.clock.runFor(50)
      return carousel.locator('.swiper-initialized').count()
    })
    .toBe(1)
  return carousel
}

/**
 * Holds back the script that carries Swiper (its code alone names the class of the active slide)
 * until `release` is called, so a test can use the carousel as it is before Swiper starts.
 */
async function holdSwiper(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = () => {}
  // The page asks for Swiper once it has hydrated and the carousel is near: its arrows work then.
  const requested = new Promise<void>((resolve) => (asked = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route: Route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('swiper-slide-active')) {
      asked()
      await released
    }
    await route.fulfill({ response, body })
  })
  return { requested, release }
}

/**
 * Waits for the slides to stop moving and autoplay to have taken up again: Swiper takes no step
 * while its last one is under way, and sets its next step's timer only once it has heard the step
 * end (a `transitionend` that comes a moment after the animation is gone; run the test's clock
 * before it, and the timer is set on a clock that no longer moves).
 */
const settled = (carousel: Locator) =>
  expect
    .poll(() =>
      carousel.locator('.swiper').evaluate((track) => {
        const { autoplay } = (track as HTMLElement & { swiper: { autoplay: { running: boolean; paused: boolean } } }).swiper
        return track.querySelector('.swiper-wrapper')!.getAnimations().length === 0 && !(autoplay.running && autoplay.paused)
      }),
    )
    .toBe(true)

test.describe('the product carousel with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('every slide can be scrolled to, and the arrows, which need a script, are not shown', async ({ page }) => {
    await page.goto(path)
    const carousel = carouselOf(page)
    const last = slidesOf(carousel).last()
    await expect(carousel.getByRole('link', { name: /^View / }).first()).toBeVisible()
    await expect(next(carousel)).toBeHidden()
    await expect(previous(carousel)).toBeHidden()
    await expect(last).not.toBeInViewport({ ratio: 0.9 })

    await carousel.locator('.swiper').hover()
    await expect(async () => {
      await page.mouse.wheel(400, 0)
      await expect(last).toBeInViewport({ ratio: 0.9, timeout: 1000 })
    }).toPass()
  })
})

test.describe('the product carousel', () => {
  // A test that ends with Swiper's script held leaves its route in flight.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

  test('before Swiper starts the arrows step the track; Swiper then takes over the same slides, there', async ({ page }) => {
    const swiper = await holdSwiper(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const carousel = carouselOf(page)
    await carousel.scrollIntoViewIfNeeded()
    await swiper.requested
    const slides = slidesOf(carousel)
    const count = await slides.count()
    expect(count).toBeGreaterThan(2)
    // Marks the elements the server sent: a slide rendered again would come without the mark.
    await slides.evaluateAll((elements) => elements.forEach((element) => element.setAttribute('data-from-server', '')))

    await next(carousel).click()
    await expect.poll(() => offsetInTrack(slides.nth(1))).toBeLessThan(1)
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(0)

    swiper.release()
    await running(carousel)
    expect(await activeIndex(carousel)).toBe('1')
    await expect(carousel.locator('.swiper-slide[data-from-server]')).toHaveCount(count)
    await expect(slides).toHaveCount(count)
    await expect.poll(() => offsetInTrack(carousel.locator('.swiper-slide-active'))).toBeLessThan(1)

    await next(carousel).click()
    await expect.poll(() => activeIndex(carousel)).toBe('2')
  })

  test('it loops: Previous on the first slide shows the last', async ({ page }) => {
    // Autoplay waits for the test's clock, so the carousel is still on its first slide.
    const carousel = await openOnTestClock(page)
    const count = await slidesOf(carousel).count()
    expect(await activeIndex(carousel)).toBe('0')
    await previous(carousel).click()
    await expect.poll(() => activeIndex(carousel)).toBe(String(count - 1))
  })

  test(`it moves on by itself every ${productCarousel.autoplayMs} ms, and keeps going after the visitor steps it`, async ({ page }) => {
    const carousel = await openOnTestClock(page)
    const count = await slidesOf(carousel).count()
    const first = Number(await activeIndex(carousel))
    const after = (steps: number) => String((first + steps) % count)

    await page.clock.runFor(productCarousel.autoplayMs + 100)
    await expect.poll(() => activeIndex(carousel)).toBe(after(1))
    await settled(carousel)
    await next(carousel).click()
    await expect.poll(() => activeIndex(carousel)).toBe(after(2))
    await settled(carousel)
    await page.clock.runFor(productCarousel.autoplayMs + 100)
    await expect.poll(() => activeIndex(carousel)).toBe(after(3))
  })

  test('its pause control, pressed from the keyboard, keeps it still until released', async ({ page }) => {
    const carousel = await openOnTestClock(page)
    const first = await activeIndex(carousel)
    await expect(pause(carousel)).toHaveAttribute('aria-pressed', 'false')
    await next(carousel).focus()
    await page.keyboard.press('Tab')
    await expect(pause(carousel)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(pause(carousel)).toHaveAttribute('aria-pressed', 'true')
    // Focus leaves the carousel: the pause holds it still.
    await page.keyboard.press('Tab')
    await expect(pause(carousel)).not.toBeFocused()
    await page.clock.runFor(3 * productCarousel.autoplayMs)
    expect(await activeIndex(carousel)).toBe(first)
    // Paused, a screen reader hears the slides change as the visitor steps them.
    await expect(carousel.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite')

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    await expect(pause(carousel)).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Tab')
    await page.clock.runFor(productCarousel.autoplayMs + 100)
    await expect.poll(() => activeIndex(carousel)).not.toBe(first)
  })

  test('it stays still while the keyboard is on any of its controls, and moves on once focus leaves', async ({ page }) => {
    const carousel = await openOnTestClock(page)
    const first = await activeIndex(carousel)
    await carousel.getByRole('link').first().focus()
    await page.keyboard.press('Tab')
    await page.clock.runFor(3 * productCarousel.autoplayMs)
    expect(await activeIndex(carousel)).toBe(first)
    await next(carousel).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(previous(carousel)).toBeFocused()
    await page.clock.runFor(3 * productCarousel.autoplayMs)
    expect(await activeIndex(carousel)).toBe(first)
    await pause(carousel).focus()
    await page.keyboard.press('Tab')
    await expect(pause(carousel)).not.toBeFocused()
    await page.clock.runFor(productCarousel.autoplayMs + 100)
    await expect.poll(() => activeIndex(carousel)).not.toBe(first)
  })

  test('the solar carousel has the same pause control', async ({ page }) => {
    const carousel = await openOnTestClock(page, '/products/solar')
    const first = await activeIndex(carousel)
    await pause(carousel).click()
    await expect(pause(carousel)).toHaveAttribute('aria-pressed', 'true')
    await page.mouse.move(0, 0)
    await page.clock.runFor(3 * solarCarousel.autoplayMs)
    expect(await activeIndex(carousel)).toBe(first)
    await pause(carousel).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(solarCarousel.autoplayMs + 100)
    await expect.poll(() => activeIndex(carousel)).not.toBe(first)
  })

  test.describe('for a visitor who asks for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('it stands still until asked to move, and plays once the visitor allows motion again', async ({ page }) => {
      const carousel = await openOnTestClock(page)
      // Still, it is what screen readers announce, as the visitor steps it.
      const slides = carousel.locator('.swiper-wrapper')
      await expect(slides).toHaveAttribute('aria-live', 'polite')

      await page.clock.runFor(3 * productCarousel.autoplayMs)
      expect(await activeIndex(carousel)).toBe('0')
      await next(carousel).click()
      await expect.poll(() => activeIndex(carousel)).toBe('1')
      await settled(carousel)

      await page.emulateMedia({ reducedMotion: 'no-preference' })
      // The page hears of the change on its next frame; then the slides stop being announced.
      await expect(slides).toHaveAttribute('aria-live', 'off')
      await page.clock.runFor(productCarousel.autoplayMs + 100)
      await expect.poll(() => activeIndex(carousel)).toBe('2')
    })
  })
})
