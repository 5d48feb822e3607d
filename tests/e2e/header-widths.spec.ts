import { expect as baseExpect, type Page, test } from '@playwright/test'
import { labels } from '@/content/labels'
import { mainMenu } from '@/content/navigation'
import { search } from '@/content/search'

// Other builds and browsers share this machine's two cores: a page load has taken 13 s.
test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

const titles = mainMenu.map((entry) => entry.title)
const HEIGHT = 720

type Measured = { name: string; left: number; right: number; top: number; bottom: number; hit: boolean }

/**
 * The brand and every top-level menu entry as the visitor sees them: their boxes, and whether a
 * tap at the middle of each lands on it (not on something covering it). Entries of the open
 * mobile panel are scrolled into view first, as a visitor would scroll the panel.
 */
function measure(page: Page): Promise<{ brand: Measured; toggle: Measured | null; search: Measured | null; entries: Measured[] }> {
  return page.evaluate((searchLabel) => {
    const box = (element: Element, name: string, rect = element.getBoundingClientRect()): Measured => {
      const hitElement = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      const visible = rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      return {
        name,
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
        hit: visible && !!hitElement && element.contains(hitElement),
      }
    }
    const painted = (element: Element) => {
      const own = element.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(element)
      const text = range.getBoundingClientRect()
      const left = Math.min(own.left, text.left)
      const top = Math.min(own.top, text.top)
      return new DOMRect(left, top, Math.max(own.right, text.right) - left, Math.max(own.bottom, text.bottom) - top)
    }
    const header = document.querySelector('header')!
    const brand = header.querySelector('a[href="/"]')!
    const toggle = header.querySelector('button[aria-controls="main-menu"]')
    // The search's button in the bar (not the form atop the open menu).
    const searchButton = [...header.querySelectorAll('summary')].find((summary) => summary.textContent?.trim() === searchLabel)
    const entries = [...document.querySelectorAll('#main-menu > ul > li')].map((item) => {
      const target = item.querySelector(':scope > a, :scope > details > summary')!
      target.scrollIntoView({ block: 'nearest' })
      return box(target, target.textContent?.trim() ?? '')
    })
    return {
      // The brand as painted: its name may overflow its link's box on the narrowest screens.
      brand: box(brand, 'brand', painted(brand)),
      toggle: toggle && toggle.checkVisibility() ? box(toggle, 'toggle') : null,
      search: searchButton && searchButton.checkVisibility() ? box(searchButton, 'search') : null,
      entries,
    }
  }, search.form.open)
}

const overlap = (a: Measured, b: Measured) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5

/** What is wrong with the header at this width, in words; empty when every entry can be reached. */
function problems(width: number, boxes: Measured[], expectedNames: string[]): string[] {
  const found: string[] = []
  const names = boxes.filter((item) => !['brand', 'toggle', 'search'].includes(item.name)).map((item) => item.name)
  if (names.join('|') !== expectedNames.join('|')) found.push(`${width}px: the entries are ${names.join(', ')}`)
  for (const item of boxes) {
    if (item.left < 0 || item.right > width || item.top < 0 || item.bottom > HEIGHT) {
      found.push(`${width}px: '${item.name}' is outside the viewport (${Math.round(item.left)} to ${Math.round(item.right)})`)
    } else if (!item.hit) {
      found.push(`${width}px: '${item.name}' is hidden or covered`)
    }
  }
  boxes.forEach((a, index) =>
    boxes.slice(index + 1).forEach((b) => {
      if (overlap(a, b)) found.push(`${width}px: '${a.name}' overlaps '${b.name}'`)
    }),
  )
  return found
}

async function checkWidths(page: Page, widths: number[]) {
  await page.goto('/products/all')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const toggle = page.getByRole('button', { name: labels.menu })
  // The button replaces the plain toggle once the page has hydrated.
  await expect(page.getByRole('button', { name: labels.menu, includeHidden: true })).toBeAttached()
  const found: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT })
    const closed = await measure(page)
    if (!closed.toggle) {
      // The whole menu in the bar: every entry beside the brand, none cut off or covering another.
      found.push(...problems(width, [closed.brand, ...closed.entries, ...(closed.search ? [closed.search] : [])], titles))
      continue
    }
    // Collapsed: the toggle (and from 400 px the search's button) sits beside the brand, and the
    // menu it opens shows every entry.
    found.push(...problems(width, [closed.brand, closed.toggle, ...(closed.search ? [closed.search] : [])], []))
    if (!closed.search && width >= 400) found.push(`${width}px: no search button in the bar`)
    await expect(nav).toBeHidden()
    await toggle.click()
    await expect(nav).toBeVisible()
    const open = await measure(page)
    found.push(...problems(width, open.entries, titles).map((problem) => `${problem} (menu open)`))
    await toggle.click()
    await expect(nav).toBeHidden()
  }
  expect(found).toEqual([])
}

const range = (from: number, to: number) => Array.from({ length: (to - from) / 10 + 1 }, (_, index) => from + index * 10)

test.describe('the header at every width, in 10 px steps', () => {
  test.describe.configure({ timeout: 300_000 })

  for (const [from, to] of [
    [320, 700],
    [710, 1100],
    [1110, 1500],
    [1510, 1920],
  ] as const) {
    test(`from ${from} to ${to} px every top-level entry is visible and clickable`, async ({ page }) => {
      await checkWidths(page, range(from, to))
    })
  }
})
