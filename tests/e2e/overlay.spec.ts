import { expect, type Locator, type Page, test } from '@playwright/test'
import { embedded } from '../support/catalogue'

/**
 * The image overlay of a product page: its close control is whole (inside the viewport and
 * every box that clips it, and on top where it is drawn), keyboard users reach and use it, and
 * focus goes back to the image that opened the overlay.
 */
const product = embedded.ac.find((item) => item.images.more.length > 0)!
const thumbnail = (page: Page) => page.getByRole('link', { name: /^View image 2/ })
const cover = (page: Page) => page.getByRole('link', { name: `View image: ${product.name}` })

/**
 * Where the control is cut off: by the viewport, by an ancestor that clips its overflow, or by
 * something drawn over it. Points are probed at the centre and at the corners of the square
 * inscribed in a round control (its bounding box corners lie outside the circle).
 */
function clipping(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const problems: string[] = []
    const inside = (outer: { left: number; top: number; right: number; bottom: number }) =>
      box.left >= outer.left - 0.5 && box.top >= outer.top - 0.5 && box.right <= outer.right + 0.5 && box.bottom <= outer.bottom + 0.5
    if (!inside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })) problems.push('outside the viewport')
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor)
      const clips = [style.overflowX, style.overflowY].some((value) => value !== 'visible') || style.clipPath !== 'none'
      if (clips && !inside(ancestor.getBoundingClientRect())) problems.push(`clipped by ${ancestor.tagName.toLowerCase()}`)
    }
    const inset = (box.width / 2) * (1 - Math.SQRT1_2) + 1
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ]
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x!, y!)
      if (!hit || !element.contains(hit))
        problems.push(`(${Math.round(x!)}, ${Math.round(y!)}) hits ${hit?.tagName.toLowerCase() ?? 'nothing'}`)
    }
    return { problems, width: box.width, height: box.height }
  })
}

async function closeControlIsWhole(page: Page) {
  await page.goto(`/products/ac/${product.slug}`)
  const dialog = page.getByRole('dialog')
  await thumbnail(page).click()
  await expect(dialog).toBeVisible()
  const close = dialog.getByRole('button', { name: 'Close' })
  await expect(close).toBeVisible()
  // Measured once the image has its size and the layout is final.
  await expect.poll(() => dialog.locator('img').evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
  const { problems, width, height } = await clipping(close)
  expect(problems).toEqual([])
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(44)
}

test.describe('image overlay', () => {
  test('the close control is whole on a desktop', async ({ page }) => {
    await closeControlIsWhole(page)
  })

  test('the close control is whole on a phone @mobile', async ({ page }) => {
    await closeControlIsWhole(page)
  })

  test('the keyboard opens it, reaches Close, closes it with Enter or Escape, and focus returns to the thumbnail', async ({ page }) => {
    await page.goto(`/products/ac/${product.slug}`)
    const dialog = page.getByRole('dialog')
    const close = dialog.getByRole('button', { name: 'Close' })

    await thumbnail(page).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(close).toBeFocused()
    // The page behind is inert: Tab leaves the only control for the browser's own controls, as
    // a native modal dialog lets it, and the next Tab comes back to it.
    await page.keyboard.press('Tab')
    await expect(close).not.toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(thumbnail(page)).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(close).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnail(page)).toBeFocused()
  })

  test('focus returns to the image clicked, however the overlay is closed', async ({ page }) => {
    await page.goto(`/products/ac/${product.slug}`)
    const dialog = page.getByRole('dialog')
    await cover(page).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(cover(page)).toBeFocused()

    await thumbnail(page).click()
    await expect(dialog).toBeVisible()
    await dialog.locator('img').click()
    await expect(dialog).toBeHidden()
    await expect(thumbnail(page)).toBeFocused()
  })

  test('on a phone, a tap on Close closes it and focus returns to the thumbnail @mobile', async ({ page }) => {
    await page.goto(`/products/ac/${product.slug}`)
    const dialog = page.getByRole('dialog')
    await thumbnail(page).tap()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).tap()
    await expect(dialog).toBeHidden()
    await expect(thumbnail(page)).toBeFocused()
  })
})
