import { expect as baseExpect, type Page, test } from '@playwright/test'
import { company } from '@/content/company/identity'
import { errorPage } from '@/content/errors'
import { embedded } from '../support/catalogue'

// Other builds and browsers share this machine's two cores: a page load has taken 13 s.
test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

/**
 * Render errors are made in the browser, not by a route or switch in the site: the test breaks
 * one browser API that a component reads as it renders, as a faulty browser or extension would,
 * on one path only, and mends it before retrying. `window.__fault` says whether it is broken.
 */
type FaultWindow = Window & { __fault?: boolean }

/** The model selector reads `?model=` from the address: a page error, inside the root layout. */
function breakAddressReading(page: Page, path: string) {
  return page.addInitScript((path) => {
    const faulty = window as FaultWindow
    faulty.__fault = location.pathname === path
    const get = URLSearchParams.prototype.get
    URLSearchParams.prototype.get = function (name: string) {
      if (name === 'model' && faulty.__fault) throw new Error('fault injected by the test: the address cannot be read')
      return get.call(this, name)
    }
  }, path)
}

/** The header reads the scroll position as it mounts: an error in the root layout itself. */
function breakScrollPosition(page: Page, path: string) {
  return page.addInitScript((path) => {
    const faulty = window as FaultWindow
    faulty.__fault = location.pathname === path
    const owner = Object.getOwnPropertyDescriptor(window, 'scrollY') ? window : Window.prototype
    const { get } = Object.getOwnPropertyDescriptor(owner, 'scrollY')!
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get() {
        if (faulty.__fault) throw new Error('fault injected by the test: the scroll position cannot be read')
        return get!.call(window)
      },
    })
  }, path)
}

const mend = (page: Page) => page.evaluate(() => void ((window as FaultWindow).__fault = false))
const errorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: errorPage.heading })
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const product = embedded.light.find((item) => item.models.length > 0)!
const productPath = `/products/light/${product.slug}`

test.describe('a page that fails to render', () => {
  test('shows the branded error between the header and the footer', async ({ page }) => {
    await breakAddressReading(page, productPath)
    await page.goto(productPath)
    await expect(errorHeading(page)).toBeVisible()
    await expect(page.getByText(errorPage.text)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toHaveCount(0)
    await expect(mainNav(page).getByRole('link', { name: 'Products', exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true })).toBeVisible()
    // Clear of the fixed header, in the site's colours.
    const headerBox = (await page.getByRole('banner').boundingBox())!
    expect((await errorHeading(page).boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.height)
    await expect(page.locator('section', { has: errorHeading(page) })).toHaveCSS('background-color', 'rgb(11, 37, 69)')
  })

  test('comes back on "Try again" once the fault is gone', async ({ page }) => {
    await breakAddressReading(page, productPath)
    await page.goto(productPath)
    await expect(errorHeading(page)).toBeVisible()
    await mend(page)
    await page.getByRole('button', { name: errorPage.retry }).click()
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(errorHeading(page)).toHaveCount(0)
    await expect(page).toHaveURL(productPath)
  })

  test('leads home', async ({ page }) => {
    await breakAddressReading(page, productPath)
    await page.goto(productPath)
    await page.getByRole('link', { name: errorPage.home }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(errorPage.heading)
    await expect(errorHeading(page)).toHaveCount(0)
  })
})

test.describe('the site shell failing to render', () => {
  test('replaces the page with a branded document of its own, with the logo, styles and a title', async ({ page }) => {
    await breakScrollPosition(page, '/products/all')
    await page.goto('/products/all')
    await expect(errorHeading(page)).toBeVisible()
    await expect(page).toHaveTitle(`${errorPage.title} | ${company.name}`)
    await expect(page.getByRole('banner').getByRole('link', { name: company.name })).toBeVisible()
    await expect(page.locator('section', { has: errorHeading(page) })).toHaveCSS('background-color', 'rgb(11, 37, 69)')
    await expect(page.getByRole('button', { name: errorPage.retry })).toHaveCSS('background-color', 'rgb(245, 158, 11)')
  })

  test('comes back on "Try again" once the fault is gone', async ({ page }) => {
    await breakScrollPosition(page, '/products/all')
    await page.goto('/products/all')
    await expect(errorHeading(page)).toBeVisible()
    await mend(page)
    await page.getByRole('button', { name: errorPage.retry }).click()
    await expect(mainNav(page).getByRole('link', { name: 'Products', exact: true })).toBeVisible()
    await expect(errorHeading(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('leads home', async ({ page }) => {
    await breakScrollPosition(page, '/products/all')
    await page.goto('/products/all')
    await page.getByRole('link', { name: errorPage.home }).click()
    await expect(page).toHaveURL('/')
    await expect(mainNav(page).getByRole('link', { name: 'Products', exact: true })).toBeVisible()
    await expect(errorHeading(page)).toHaveCount(0)
  })
})
