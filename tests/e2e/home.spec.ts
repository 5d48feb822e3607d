import { expect, test } from '@playwright/test'
import { company } from '@/content/company/identity'
import { home } from '@/content/home'

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
