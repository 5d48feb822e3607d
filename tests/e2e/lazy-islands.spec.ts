import { expect, type Page, test } from '@playwright/test'
import { embedded, first } from '../support/catalogue'
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
    await expect(block).toHaveCSS('opacity', '1')
    expect(await layoutShiftWithin(page, 'footer')).toBe(0)
  })
})

/**
 * The scripts a page fetches, as it fetches them (the page's own and those loaded later), and
 * which of them carry `marker`: a string only one island's code has, so a hit is that island's
 * chunk, whatever the build named it. Read before the page moves on, which frees the bodies.
 */
function scriptsOf(page: Page) {
  const scripts = new Map<string, Promise<{ text: string } | { error: string }>>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.set(
      response.url(),
      response.text().then(
        (text) => ({ text }),
        (error: unknown) => ({ error: String(error) }),
      ),
    )
  })
  return {
    async carrying(marker: string): Promise<string[]> {
      const hits: string[] = []
      for (const [url, body] of scripts) {
        const read = await body
        if ('error' in read) throw new Error(`${url} could not be read: ${read.error}`)
        if (read.text.includes(marker)) hits.push(url)
      }
      return hits
    },
  }
}

// The remote's status line ('…, one turn every 3 seconds.') is written by its script alone.
const remoteCode = 'one turn every'
// The selector keeps the chosen model in the address: its script alone reads `model` from it.
const selectorCode = 'get("model")'
const fanPage = `/products/fan/${first(embedded.fan).slug}`
const lightPage = `/products/light/${embedded.light.find((product) => product.models.length > 0)!.slug}`

/**
 * Scrolls to the foot of the page and waits for the footer's last block to appear, an island
 * that loads its own code as it nears the viewport: what the page loads late has been loaded.
 */
async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.getByRole('contentinfo').locator('[data-reveal]').last()).toHaveCSS('opacity', '1')
}

test.describe('island code only on the pages that show the island', () => {
  const withoutRemote = {
    'a light product page': lightPage,
    'the light landing': '/products/light',
    'the fan landing': '/products/fan',
    'the home page': '/',
  }
  for (const [name, path] of Object.entries(withoutRemote)) {
    test(`${name} fetches none of the fan remote, down to the footer`, async ({ page }) => {
      const scripts = scriptsOf(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      await scrollToFooter(page)
      expect(await scripts.carrying(remoteCode)).toEqual([])
    })
  }

  test('a fan page fetches the remote as it nears it, and never the model selector', async ({ page }) => {
    const scripts = scriptsOf(page)
    await page.goto(fanPage, { waitUntil: 'networkidle' })
    const remote = page.locator('#fan-remote')
    const power = remote.getByRole('button', { name: 'Power' })
    // The server's copy of the remote is on the page from the start, inert until its script comes.
    await expect(power).toBeDisabled()
    expect(await scripts.carrying(remoteCode)).toEqual([])

    await remote.scrollIntoViewIfNeeded()
    await expect(power).toBeEnabled()
    expect(await scripts.carrying(remoteCode)).toHaveLength(1)
    await power.click()
    await expect(remote.getByRole('status')).toHaveText('Spinning clockwise, one turn every 3 seconds.', { useInnerText: true })
    expect(await layoutShiftWithin(page, '#fan-remote')).toBe(0)

    await scrollToFooter(page)
    expect(await scripts.carrying(selectorCode)).toEqual([])
  })

  test('a product page with models fetches the model selector, and it works', async ({ page }) => {
    const scripts = scriptsOf(page)
    await page.goto(lightPage)
    const models = page.getByRole('group', { name: /Choose your model/ })
    await models.getByRole('button').first().click()
    await expect(models.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true')
    expect(await scripts.carrying(selectorCode)).toHaveLength(1)
  })
})

test.describe('the menu marks the current page', () => {
  const menuPaths = ['/', '/products/all', '/brands', '/about/history', '/events/media', '/recognition']
  const current = (page: Page) => page.locator('#main-menu a[aria-current="page"]')

  test.describe('in the page as served, without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    // One page walks the menu's pages: each is served whole, so the walk needs no fresh browser.
    test('on each page of the menu its own link, and on a page outside it none', async ({ page }) => {
      test.setTimeout(15_000 * menuPaths.length)
      for (const path of menuPaths) {
        await test.step(path, async () => {
          await page.goto(path)
          await expect.soft(current(page)).toHaveCount(1)
          await expect.soft(current(page)).toHaveAttribute('href', path)
        })
      }
      await test.step('/contact, outside the menu', async () => {
        await page.goto('/contact')
        await expect(page.locator('#main-menu a').first()).toBeAttached()
        await expect(current(page)).toHaveCount(0)
      })
    })
  })

  test('and follows the visitor from page to page', async ({ page }) => {
    await page.goto('/brands')
    await expect(current(page)).toHaveAttribute('href', '/brands')
    const menu = page.locator('#main-menu')
    await menu.getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL('/products/all')
    await expect(current(page)).toHaveCount(1)
    await expect(current(page)).toHaveAttribute('href', '/products/all')
    await menu.getByText('Events').click()
    await menu.getByRole('link', { name: 'Media' }).click()
    await expect(page).toHaveURL('/events/media')
    await expect(current(page)).toHaveAttribute('href', '/events/media')
    await expect(current(page)).toHaveCount(1)
  })
})
