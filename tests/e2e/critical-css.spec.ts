import { expect, type Page, test } from '@playwright/test'
import { detailCategories } from '@/lib/catalogue/schemas'
import { productRoute } from '@/lib/navigation/routes'
import { embedded, first } from '../support/catalogue'
import { layoutShiftWithin } from '../support/layout-shift'

/** One page of each kind: the home page, the product list, a landing, a product of each line, a company page and the contact page. */
const pages = [
  '/',
  '/products/all',
  '/products/light',
  ...detailCategories.map((line) => productRoute(line, first(embedded[line]).slug)),
  '/about/history',
  '/contact',
]

/**
 * Holds the built stylesheets until `release()`, as a slow network would: the page must paint
 * from its HTML alone meanwhile.
 */
async function holdStylesheets(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.css', async (route) => {
    await held
    await route.continue()
  })
  return release
}

// Polled from the test: with JavaScript off, the page runs no timer or frame a poll inside it needs.
const painted = (page: Page) =>
  expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBeGreaterThan(0)
const stylesheetApplied = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet)))
    .toBe(true)

/**
 * Waits for the first screen's images: an image's box can follow its load (its intrinsic size),
 * which is the network's doing, not the stylesheet's.
 */
const imagesSettled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect()
            return box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true)

/** Every element of the first screen: where it is, its size, colours, font and spacing. */
const firstScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) => {
      const box = element.getBoundingClientRect()
      const seen = box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0
      if (!seen) return []
      const style = getComputedStyle(element)
      const look = [style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.padding, style.borderRadius, style.display]
      return [`${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ${look.join(' ')}`]
    }),
  )

test.describe('the first paint needs no stylesheet', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    for (const path of pages) {
      test(`${path}: the first screen is drawn whole before the stylesheet arrives, and the stylesheet changes none of it`, async ({
        page,
      }) => {
        const release = await holdStylesheets(page)
        await page.goto(path, { waitUntil: 'commit' })
        await painted(page)
        await imagesSettled(page)
        const beforeSheet = await firstScreen(page)
        release()
        await stylesheetApplied(page)
        await imagesSettled(page)
        expect(beforeSheet.length).toBeGreaterThan(20)
        expect(beforeSheet).toEqual(await firstScreen(page))
      })
    }
  })

  test('the stylesheet follows the content, and the head holds only what the page uses', async ({ request }) => {
    const html = await (await request.get(productRoute('fan', first(embedded.fan).slug))).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/rel="stylesheet"/)
    const style = head.slice(head.indexOf('<style>'), head.indexOf('</style>'))
    expect(style).toContain('.bg-white{')
    // The search page's styles are not the product page's.
    expect(style).not.toContain('search-result')
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/[\w-]+\.css"[^>]*\/?><\/body>/)
  })

  test('a page rendered after the build is kept with its critical CSS too', async ({ request }) => {
    // An enquiry about a product is rendered on its first visit, then served from the cache.
    const enquiry = `/contact?product=${first(embedded.light).slug}`
    const fresh = await request.get(enquiry)
    expect(fresh.ok()).toBe(true)
    await expect
      .poll(async () => {
        const html = await (await request.get(enquiry)).text()
        return /<style>/.test(html.slice(0, html.indexOf('</head>')))
      })
      .toBe(true)
  })

  test('@mobile a phone paints the product page while the stylesheet is on its way, and nothing moves when it lands', async ({ page }) => {
    const release = await holdStylesheets(page)
    await page.goto(productRoute('fan', first(embedded.fan).slug), { waitUntil: 'commit' })
    await painted(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    release()
    await stylesheetApplied(page)
    expect(await layoutShiftWithin(page, 'body')).toBe(0)
  })
})
