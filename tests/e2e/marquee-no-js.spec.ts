import { expect, type Locator, type Page, test } from '@playwright/test'
import { home } from '@/content/home'
import { productsPage } from '@/content/products-page'
import channelPartners from '@/lib/catalogue/demo/logos/channel-partner.json'
import happyCustomers from '@/lib/catalogue/demo/logos/happy-customer.json'

/**
 * The logo marquees: their logos are in the page as the server sends it (so they show with
 * JavaScript off), each named once for assistive technology, and the row moves at 50 px/s,
 * pausing under the pointer and standing still for visitors who ask for reduced motion.
 */
// A loaded machine renders slowly; nothing here is timed against the clock but the speed,
// which the page measures on its own animation frames.
test.describe.configure({ timeout: 90_000 })

const marquees = [
  { path: '/', heading: home.customersHeading, logos: happyCustomers },
  { path: '/products/all', heading: productsPage.channelPartnersHeading, logos: channelPartners },
]

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading })

/** The left edge of the first logo, read in the frame after the call. */
const leftEdge = (logo: Locator) =>
  logo.evaluate((element) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(element.getBoundingClientRect().left))))

/**
 * Pixels per second the logo moves left over at least `span` ms of animation frames. Should the
 * row wrap round to its start meanwhile, the count starts again from there.
 */
const speed = (logo: Locator, span: number) =>
  logo.evaluate(
    (element, span) =>
      new Promise<number>((resolve) => {
        const left = () => element.getBoundingClientRect().left
        requestAnimationFrame((first) => {
          let start = first
          let from = left()
          let last = from
          const step = (now: number) => {
            const at = left()
            if (at > last) [start, from] = [now, at]
            last = at
            if (now - start < span) return requestAnimationFrame(step)
            resolve(((from - at) * 1000) / (now - start))
          }
          requestAnimationFrame(step)
        })
      }),
    span,
  )

/**
 * Every logo is named once (the row's repeats are hidden from assistive technology), and its
 * image is loaded and drawn at its size; some of them lie across the visible width.
 */
async function expectLogosShown(page: Page, heading: string, logos: { name: string }[]) {
  const region = section(page, heading)
  await region.scrollIntoViewIfNeeded()
  const named = region.getByRole('img')
  await expect(named).toHaveCount(logos.length)
  expect(await named.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(logos.map((logo) => logo.name))
  await expect
    .poll(() =>
      named.evaluateAll((images) =>
        images.every((image) => {
          const { height } = image.getBoundingClientRect()
          return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0 && height >= 48
        }),
      ),
    )
    .toBe(true)
  const inView = await region
    .locator('img')
    .evaluateAll(
      (images) =>
        images.filter((image) => image.getBoundingClientRect().right > 0 && image.getBoundingClientRect().left < innerWidth).length,
    )
  expect(inView).toBeGreaterThan(0)
}

// Each test walks both marquees in one page, a step each: after the first page, the scripts
// (with JavaScript on) and the logos come from the cache.
test.describe('logo marquees with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the logos of each marquee show, each with its name', async ({ page }) => {
    for (const { path, heading, logos } of marquees) {
      await test.step(`${path}: the ${logos.length} logos of '${heading}'`, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading })).toBeVisible()
        await expectLogosShown(page, heading, logos)
      })
    }
  })

  test('the logos of each marquee show on a phone @mobile', async ({ page }) => {
    for (const { path, heading, logos } of marquees) {
      await test.step(path, async () => {
        await page.goto(path)
        await expectLogosShown(page, heading, logos)
      })
    }
  })
})

test.describe('logo marquees with JavaScript on', () => {
  test('each row moves at 50 px/s and pauses under the pointer', async ({ page }) => {
    for (const { path, heading, logos } of marquees) {
      await test.step(path, async () => {
        await page.goto(path)
        const region = section(page, heading)
        await region.scrollIntoViewIfNeeded()
        const logo = region.getByRole('img', { name: logos[0]!.name, exact: true })
        await expect(logo).toBeVisible()
        const start = await leftEdge(logo)
        await expect.poll(() => leftEdge(logo)).not.toBe(start)
        expect(await speed(logo, 1000)).toBeCloseTo(50, -1)

        const box = (await region.locator('img').first().boundingBox())!
        await page.mouse.move(10, box.y + box.height / 2)
        const paused = await leftEdge(logo)
        expect(await speed(logo, 300)).toBe(0)
        expect(await leftEdge(logo)).toBe(paused)
        await page.mouse.move(10, 10)
        await expect.poll(() => leftEdge(logo)).not.toBe(paused)
      })
    }
  })

  test('with reduced motion the logos stand still, every one of them within the width', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const region = section(page, home.customersHeading)
    await region.scrollIntoViewIfNeeded()
    const images = region.getByRole('img')
    await expect(images).toHaveCount(happyCustomers.length)
    for (const image of await images.all()) {
      await expect(image).toBeVisible()
      const box = (await image.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    expect(await speed(images.first(), 300)).toBe(0)
  })
})
