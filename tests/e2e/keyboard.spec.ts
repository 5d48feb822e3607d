import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { labels } from '@/content/labels'

/**
 * A keyboard visitor: Escape in a menu hands focus back to what opened it, a desktop group
 * closes once focus leaves it, and the focus ring stands out from whatever it sits on.
 */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const group = (page: Page, title: string) => mainNav(page).locator('details', { has: page.getByText(title, { exact: true }) })

/** Tabs until the element matching `selector` has focus (at most 60 presses). */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, selector)) return
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** At 1,280 px, Tab to the desktop menu's first group, About, and open it with Enter. */
async function openAboutFromKeyboard(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/products/all')
  const about = group(page, 'About')
  await tabTo(page, '#main-menu summary')
  await page.keyboard.press('Enter')
  await expect(about).toHaveAttribute('open', '')
  return about
}

test.describe('menus and the keyboard', () => {
  test('Escape in a desktop group closes it and focus goes back to its heading; Tab goes on from there', async ({ page }) => {
    const about = await openAboutFromKeyboard(page)
    await page.keyboard.press('Tab')
    await expect(about.getByRole('link', { name: 'History' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(about).not.toHaveAttribute('open', '')
    await expect(about.locator('summary')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Products', exact: true })).toBeFocused()
  })

  test('tabbing out of an open desktop group closes it', async ({ page }) => {
    const about = await openAboutFromKeyboard(page)
    const links = await about.getByRole('link').count()
    for (let press = 0; press < links; press++) await page.keyboard.press('Tab')
    await expect(about.getByRole('link').last()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Products', exact: true })).toBeFocused()
    await expect(about).not.toHaveAttribute('open', '')
    // Backwards too: Shift+Tab out of the group, to the link before it.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('open', '')
    await page.keyboard.press('Shift+Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toBeFocused()
    await expect(about).not.toHaveAttribute('open', '')
  })

  test('Escape in the open phone menu closes it and focus goes back to the menu button @mobile', async ({ page }) => {
    await page.goto('/products/all')
    const toggle = page.getByRole('button', { name: labels.menu })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(mainNav(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(group(page, 'About')).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(group(page, 'About').getByRole('link', { name: 'History' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('tabbing past the last entry of the phone menu closes it, so it covers nothing that takes focus @mobile', async ({ page }) => {
    await page.goto('/products/all')
    const toggle = page.getByRole('button', { name: labels.menu })
    await toggle.tap()
    await expect(mainNav(page)).toBeVisible()
    await mainNav(page).getByRole('link', { name: 'Recognition' }).focus()
    await page.keyboard.press('Tab')
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

/** WCAG's relative luminance of an sRGB colour, 0 to 255 a channel. */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const MARGIN = 8

/** The pixels around and over an element, in CSS pixels (the screenshot is taken at scale 1). */
async function pixelsAround(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const clip = { x: box.x - MARGIN, y: box.y - MARGIN, width: box.width + 2 * MARGIN, height: box.height + 2 * MARGIN }
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' })
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return (x: number, y: number) => {
    const offset = (Math.round(y) * info.width + Math.round(x)) * 3
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!]
  }
}

/**
 * How the focused element's ring stands out, as WCAG measures a focus indicator: the contrast
 * between each pixel focused and the same pixel unfocused. Along the middle half of each side,
 * every line across the element's edge must cross a pixel that changed by 3:1 or more within the
 * ring's reach (from 3 px in to 6 px out); returns the share of lines that do, and the weakest
 * line's best.
 */
async function ringContrast(page: Page) {
  const box = await page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect()
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
  })
  const focused = await pixelsAround(page, box)
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    element.blur()
    ;(window as unknown as { refocus: HTMLElement }).refocus = element
  })
  const unfocused = await pixelsAround(page, box)
  const moved = await page.evaluate(({ x, y, width, height }) => {
    const element = (window as unknown as { refocus: HTMLElement }).refocus
    const rect = element.getBoundingClientRect()
    // After a key press, focus set by script shows the ring again: the walk goes on from here.
    element.focus()
    return rect.x !== x || rect.y !== y || rect.width !== width || rect.height !== height
  }, box)
  // Shown only while focused (the skip link): the whole element is what shows focus.
  if (moved) return { passing: 1, weakest: Infinity }
  const lines: number[] = []
  // From a little inside the box: round ends (a pill button's) curve in from its edges.
  const reach = [...Array(10).keys()].map((step) => step - 3.5)
  const along = (length: number) => [...Array(9).keys()].map((step) => length * (0.25 + step / 16))
  const x0 = MARGIN
  const y0 = MARGIN
  const x1 = MARGIN + box.width
  const y1 = MARGIN + box.height
  const best = (points: [number, number][]) => Math.max(...points.map(([x, y]) => contrast(focused(x, y), unfocused(x, y))))
  for (const at of along(box.width)) {
    lines.push(best(reach.map((out) => [x0 + at, y0 - out])), best(reach.map((out) => [x0 + at, y1 + out - 1])))
  }
  for (const at of along(box.height)) {
    lines.push(best(reach.map((out) => [x0 - out, y0 + at])), best(reach.map((out) => [x1 + out - 1, y0 + at])))
  }
  return { passing: lines.filter((line) => line >= 3).length / lines.length, weakest: Math.min(...lines) }
}

/** Tabs through the page, checking the ring of each element focused whose box is in view. */
async function walkRings(page: Page, presses: number, where: string) {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement!
      const rect = element.getBoundingClientRect()
      const inView = rect.top > 12 && rect.left > 12 && rect.bottom < innerHeight - 12 && rect.right < innerWidth - 12
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.id).trim().slice(0, 40)
      // A link wrapped over lines has a ring per line, not around its box.
      const oneBox = element.getClientRects().length === 1
      return { name: `${element.tagName.toLowerCase()} '${name}'`, measurable: inView && oneBox && rect.width > 4 && rect.height > 4 }
    })
    if (!focused.measurable) continue
    const ring = await ringContrast(page)
    expect.soft(ring.passing, `${where}, ${focused.name}: share of the ring at 3:1 or more (weakest ${ring.weakest.toFixed(2)}:1)`).toBe(1)
  }
}

test.describe('the focus ring', () => {
  // Still pictures: the video and the marquee would change pixels between the two screenshots.
  test.use({ reducedMotion: 'reduce' })

  test('stands out at 3:1 on the dark header and hero of the home page, and on white pages', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await test.step('/: the transparent header over the hero, and the hero', async () => {
      await page.goto('/')
      await walkRings(page, 16, '/')
    })
    await test.step('/contact: the white header, the form and its fields', async () => {
      await page.goto('/contact')
      await walkRings(page, 14, '/contact')
      await page.locator('#senderName').focus()
      await page.keyboard.press('Shift+Tab')
      await walkRings(page, 6, '/contact form')
    })
    await test.step('/products/all: the navy footer', async () => {
      await page.goto('/products/all')
      const footer = page.getByRole('contentinfo')
      await footer.scrollIntoViewIfNeeded()
      for (const block of await footer.locator('[data-reveal]').all()) await expect(block).toHaveCSS('opacity', '1')
      await footer.getByRole('link', { name: 'Home', exact: true }).focus()
      await page.keyboard.press('Shift+Tab')
      await walkRings(page, 8, 'footer')
    })
  })
})
