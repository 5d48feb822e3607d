import { expect, test } from '@playwright/test'
import { company } from '@/content/company/identity'
import { home } from '@/content/home'

test.describe('home', () => {
  test('the hero: tagline, company, intro, the muted looping video and its buttons', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We invest in the world's potential")
    await expect(page.getByText(company.name, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(home.hero.intro)).toBeVisible()
    const video = page.getByTestId('hero-video')
    expect(
      await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.autoplay, element.playsInline]),
    ).toEqual([true, true, true, true])
    await expect(page.getByRole('link', { name: 'Request an Invitation' })).toHaveAttribute('href', '/contact')
    const brochure = page.getByRole('link', { name: 'Download Brochure' })
    await expect(brochure).toHaveAttribute('target', '_blank')
    const pdf = await page.request.get((await brochure.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
  })

  test('a click anywhere retries playing the video', async ({ page }) => {
    await page.goto('/')
    const video = page.getByTestId('hero-video')
    await video.evaluate((element: HTMLVideoElement) => element.pause())
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await page.getByRole('heading', { level: 1 }).click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
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
