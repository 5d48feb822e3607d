import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { labels } from '@/content/labels'
import { pageTypes, productPages } from '../support/page-types'

/**
 * axe-core finds nothing against WCAG 2.2 AA and its best practices on a page of every kind, on
 * a phone and on a desktop, with what a visitor opens open: the menu and one of its groups, a
 * product's chosen model and its image overlay, a trading item's details. The footer, the same
 * on every page, is checked on the first page of each walk.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function violations(page: Page, { include, exclude }: { include?: string; exclude?: string } = {}): Promise<string[]> {
  // Only violations are read: axe then skips building the details of everything that passed.
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] })
  if (include) builder.include(include)
  if (exclude) builder.exclude(exclude)
  const { violations } = await builder.analyze()
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The footer's blocks fade in as they come into view: checked once they are there. */
async function revealFooter(page: Page) {
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  for (const block of await footer.locator('[data-reveal]').all()) await expect(block).toHaveCSS('opacity', '1')
}

async function openMenu(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  if (width < 1280) {
    await page.getByRole('button', { name: labels.menu }).click()
    await expect(nav).toBeVisible()
  }
  const about = nav.locator('details', { has: page.getByText('About', { exact: true }) })
  await about.locator('summary').click()
  await expect(about).toHaveAttribute('open', '')
}

/** What a visitor opens before looking: a model's details, a trading item's, the menu and a group. */
async function openEverything(page: Page, path: string, width: number) {
  const model = page
    .getByRole('group', { name: /Choose your model|Model Details/ })
    .getByRole('button')
    .first()
  if (await model.count()) {
    await model.click()
    await expect(page.locator('section[aria-labelledby="model-heading"] table')).toBeVisible()
  }
  if (path === '/products/trading') {
    await page
      .getByRole('button', { name: /^View Details/ })
      .first()
      .click()
    await expect(page.locator('[popover]:popover-open')).toBeVisible()
  }
  await openMenu(page, width)
}

/**
 * A page at 390 px, then, resized in place, at 1,280 px: one load and hydration serve both.
 * `footer`: whether to check the footer too, which is the same on every page.
 */
async function checkPage(page: Page, path: string, footer: boolean) {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto(path)
  if (footer) await revealFooter(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await openEverything(page, path, width)
    expect.soft(await violations(page, { exclude: footer ? undefined : 'body > footer' }), `${path} at ${width} px`).toEqual([])
    // Closes the menu (and a trading item's details).
    await page.keyboard.press('Escape')
    if ((Object.values(productPages) as string[]).includes(path)) {
      await page.locator('[data-gallery-image="0"]').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect.poll(() => dialog.locator('img').evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
      expect.soft(await violations(page, { include: 'dialog' }), `${path} at ${width} px, its image overlay`).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  }
}

// Each test walks half the pages in one browser page (the site's scripts then come from the
// cache), so the two workers share them.
const half = Math.ceil(pageTypes.length / 2)
for (const pages of [pageTypes.slice(0, half), pageTypes.slice(half)]) {
  test(`no axe violation at 390 and 1280 px on ${pages[0]} and the ${pages.length - 1} pages after it`, async ({ page }) => {
    test.setTimeout(45_000 * pages.length)
    for (const path of pages) await test.step(path, () => checkPage(page, path, path === pages[0]))
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('every link that opens a new tab says so to screen readers', async ({ page }) => {
  for (const path of ['/', '/products/solar', productPages.light, '/contact']) {
    await test.step(path, async () => {
      await page.goto(path)
      const links = page.locator('a[target="_blank"]')
      expect(await links.count()).toBeGreaterThan(0)
      for (const link of await links.all()) {
        await expect.soft(link, `${path}: ${await link.getAttribute('href')}`).toHaveAccessibleName(new RegExp(`${escape(labels.newTab)}$`))
      }
    })
  }
})
