import { expect, type Locator, type Page, test } from '@playwright/test'
import { companyRoutes } from '@/lib/navigation/routes'
import { embedded, first } from '../support/catalogue'

/**
 * What a visitor sees of the page's width: company pages that use it, card grids whose short
 * last row is centred, and cards and panels without empty gaps. Sizes in CSS pixels.
 */

type Box = { x: number; y: number; width: number; height: number }

/** A page at a window width, measured once its web font has replaced the fallback (text wraps differ). */
async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

/** The content box of a `container-page` element: its width less its side padding. */
async function contentBox(locator: Locator): Promise<{ left: number; right: number }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) }
  })
}

/** The cards of a grid, in rows (cards sharing a top edge). */
async function rows(cards: Locator): Promise<Box[][]> {
  const boxes = await Promise.all((await cards.all()).map(box))
  const byTop = new Map<number, Box[]>()
  for (const card of boxes) {
    const top = Math.round(card.y)
    byTop.set(top, [...(byTop.get(top) ?? []), card])
  }
  return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort((a, b) => a.x - b.x))
}

/** How far a row of cards stands from the left and right edges of its container. */
function margins(row: Box[], container: { left: number; right: number }) {
  const last = row.at(-1)!
  return { left: row[0]!.x - container.left, right: container.right - (last.x + last.width) }
}

test.describe('company pages use the width', () => {
  // One page walks every route: after the first, the site's scripts come from the cache.
  test('the text and its side panel fill the column at 1280 px', async ({ page }) => {
    test.setTimeout(15_000 * companyRoutes.length)
    for (const route of companyRoutes) {
      await test.step(route, async () => {
        await open(page, route, 1280)
        const article = page.locator('main > article')
        const column = await contentBox(article)
        const text = await box(article.locator('p').first())
        const aside = article.locator('aside')
        await expect(aside).toBeVisible()
        const panel = await box(aside)
        // The panel sits beside the text, and together they span the column edge to edge.
        expect.soft(panel.x, `${route}: the panel is beside the text`).toBeGreaterThan(text.x + text.width)
        const spanned = (panel.x + panel.width - text.x) / (column.right - column.left)
        expect.soft(spanned, `${route}: share of the column spanned`).toBeGreaterThan(0.95)
        // A panel with something in it, not a strip of white.
        expect.soft(panel.width, `${route}: panel width`).toBeGreaterThan(0.3 * (column.right - column.left))
        expect.soft(panel.height, `${route}: panel height`).toBeGreaterThan(250)
      })
    }
  })

  // The contact page's panel is only its picture, shown beside the text from 1024 px.
  const contactPicture = 'rei-expo-2024'

  test('the contact page shows its picture beside the text on a desktop', async ({ page }) => {
    await open(page, '/contact', 1280)
    const picture = page.locator('main > article > aside img')
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100)
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(contactPicture)
  })

  test('a phone does not download the contact page picture it never shows @mobile', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/contact', { waitUntil: 'load' })
    await expect(page.locator('main > article > aside')).toBeHidden()
    expect(requested.filter((url) => url.includes(contactPicture))).toEqual([])
  })

  test('on a phone the side panel follows the text at its full width', async ({ page }) => {
    await open(page, '/about/history', 390)
    const aside = page.locator('main > article > aside')
    await expect(aside).toBeVisible()
    const text = await box(page.locator('main > article > :first-child p').last())
    const panel = await box(aside)
    expect(panel.y).toBeGreaterThan(text.y + text.height)
    expect(Math.abs(panel.width - text.width)).toBeLessThan(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

/** Asserts the last row of a grid is centred under full rows that still fill the width, at one height. */
async function expectCentredLastRow(page: Page, section: string, cardCount: number) {
  const container = await contentBox(page.locator(`${section} .container-page`).first())
  // The grid's own items: the list right under the section's heading, not lists inside cards.
  const cards = page.locator(`${section} .container-page > ul > li`)
  await expect(cards).toHaveCount(cardCount)
  const grid = await rows(cards)
  expect(grid.length).toBeGreaterThan(1)
  const full = margins(grid[0]!, container)
  expect(Math.abs(full.left)).toBeLessThan(2)
  expect(Math.abs(full.right)).toBeLessThan(2)
  expect(new Set(grid[0]!.map((card) => Math.round(card.height))).size).toBe(1)
  const lastRow = grid.at(-1)!
  expect(lastRow.length).toBeLessThan(grid[0]!.length)
  const last = margins(lastRow, container)
  expect(Math.abs(last.left - last.right)).toBeLessThan(2)
  // Cards of the last row are as wide as the others, not stretched to fill it.
  expect(Math.abs(lastRow[0]!.width - grid[0]![0]!.width)).toBeLessThan(2)
}

test('a short last row of cards is centred', async ({ page }) => {
  test.setTimeout(60_000)
  await test.step('5 fans in rows of 4 (landing grid, 1280 px)', async () => {
    await open(page, '/products/fan', 1280)
    await expectCentredLastRow(page, '#fan-products', embedded.fan.length)
  })
  await test.step('7 trading items in rows of 3 (trading grid, 1024 px)', async () => {
    await open(page, '/products/trading', 1024)
    await expectCentredLastRow(page, '#trading-products', embedded.trading.length)
  })
  await test.step('5 related products in rows of 4 (product page, 1440 px)', async () => {
    await open(page, `/products/solar/${first(embedded.solar).slug}`, 1440)
    await expectCentredLastRow(page, '#related-products', embedded.solar.length - 1)
  })
  await test.step('7 leaders in rows of 3 (Our Team, 1280 px)', async () => {
    await open(page, '/about/board', 1280)
    await expectCentredLastRow(page, '#team', 7)
  })
})

test.describe('no empty gaps in cards and panels', () => {
  test('solar slides put View Details right under their text at every desktop width', async ({ page }) => {
    test.setTimeout(60_000)
    for (const width of [1024, 1280, 1440, 1920]) {
      await test.step(`${width} px`, async () => {
        await open(page, '/products/solar', width)
        const slides = page.locator('#solar-products [aria-roledescription="carousel"] article')
        await expect(slides.first()).toBeVisible()
        const gaps = await slides.evaluateAll((articles) =>
          articles.map((article) => {
            const link = [...article.querySelectorAll('a')].find((a) => a.textContent?.includes('View Details'))!
            // The text itself, not its box: a box stretched to push the link down is the gap.
            const text = document.createRange()
            text.selectNodeContents(link.previousElementSibling!)
            const above = text.getBoundingClientRect()
            const cover = article.querySelector('img')!.parentElement!.getBoundingClientRect()
            const card = article.getBoundingClientRect()
            return { text: link.getBoundingClientRect().top - above.bottom, coverShort: card.height - cover.height }
          }),
        )
        for (const gap of gaps) {
          expect.soft(gap.text, `${width} px: gap between the text and View Details`).toBeLessThan(32)
          // Beside the text, the cover's panel runs the slide's full height: no blank strip below it.
          expect.soft(gap.coverShort, `${width} px: slide height below the cover`).toBeLessThan(2)
        }
      })
    }
  })

  test("'Find us here' has no empty lower half", async ({ page }) => {
    for (const path of ['/contact', '/']) {
      await test.step(path, async () => {
        await open(page, path, 1280)
        const panel = page.locator('#contact').getByRole('heading', { name: 'Find us here' }).locator('..')
        const outer = await box(panel)
        const details = await box(panel.locator('dl'))
        // What is left below the last line is the panel's own padding (2rem), give or take.
        expect.soft(outer.y + outer.height - (details.y + details.height), `${path}: space below the details`).toBeLessThan(48)
      })
    }
  })
})
