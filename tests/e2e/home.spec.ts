import { expect, test } from '@playwright/test'
import { company } from '@/content/company/identity'
import { home } from '@/content/home'
import { layoutShiftWithin } from '../support/layout-shift'

test.describe('home', () => {
  test('the hero: tagline, company, intro and its buttons', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We invest in the world's potential")
    await expect(page.getByText(company.name, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(home.hero.intro)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request an Invitation' })).toHaveAttribute('href', '/contact')
    const brochure = page.getByRole('link', { name: 'Download Brochure' })
    await expect(brochure).toHaveAttribute('target', '_blank')
    const pdf = await page.request.get((await brochure.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
  })

  test('then the customers, about, products, call to action, why us and contact sections', async ({ page }) => {
    await page.goto('/')
    for (const heading of [
      home.customersHeading,
      home.about.heading,
      home.productsHeading,
      home.cta.heading,
      home.whyUs.heading,
      'Contact Us',
      'Find us here',
    ]) {
      await expect(page.getByRole('main').getByRole('heading', { name: heading })).toBeAttached()
    }
    await expect(page.getByRole('img', { name: 'Deccan Meridian Railways' }).first()).toBeAttached()
  })
})

test.describe('below the first screen, on a phone', () => {
  const farBelow = [home.productsHeading, home.cta.heading, home.whyUs.heading, 'Contact Us']

  test('sections far below are not rendered until they near the viewport; scrolling to them moves nothing in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    // A section's own box is laid out at its stand-in size; it is what is inside that is skipped.
    const rendered = (name: string) =>
      page
        .getByRole('main')
        .getByRole('heading', { name })
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
    for (const name of farBelow) expect(await rendered(name), `${name}, at load`).toBe(false)
    // Half a screen at a time: each section is rendered on the way, and skipped again once left behind.
    const seen = new Set<string>()
    for (let end = false; !end;) {
      end = await page.evaluate(() => {
        window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' })
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
      })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      for (const name of farBelow) if (await rendered(name)) seen.add(name)
    }
    expect([...seen].sort()).toEqual([...farBelow].sort())
    expect(await layoutShiftWithin(page, 'body')).toBe(0)
  })

  test('the call to action still lands on the contact form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('link', { name: home.cta.action }).click()
    const contact = page.getByRole('region', { name: 'Contact Us' })
    await expect(contact.getByRole('heading', { name: 'Contact Us' })).toBeInViewport()
    await expect(contact.getByRole('textbox').first()).toBeInViewport()
  })
})
