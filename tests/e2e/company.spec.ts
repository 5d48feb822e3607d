import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import matter from 'gray-matter'
import { company } from '@/content/company/identity'
import { companyRoutes as routes } from '@/lib/navigation/routes'
import { embedded, first } from '../support/catalogue'

const frontMatter = (route: string) =>
  matter(readFileSync(path.join(process.cwd(), 'content/pages', `${route.slice(1)}.md`), 'utf8')).data as {
    title: string
    heading: string
    description: string
  }

test.describe('company pages', () => {
  // One page walks every route: after the first, the site's scripts come from the cache.
  test('each shows its own content and leads back into the menu', async ({ page }) => {
    test.setTimeout(15_000 * routes.length)
    for (const route of routes) {
      await test.step(route, async () => {
        const { title, heading, description } = frontMatter(route)
        const response = await page.goto(route)
        expect.soft(response?.status(), `${route}: status`).toBe(200)
        await expect.soft(page).toHaveTitle(`${title} | ${company.name}`)
        await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect.soft(page.locator('main > article p').first()).toBeVisible()
        expect.soft((await page.locator('main > article').innerText()).length, `${route}: characters of text`).toBeGreaterThan(400)
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).click()
        await expect(page).toHaveURL('/products/all')
      })
    }
  })

  test('Our Team shows the team, Projects its projects, Careers its open positions', async ({ page }) => {
    await page.goto('/about/board')
    await expect(page.locator('#team li')).not.toHaveCount(0)
    await page.goto('/projects')
    await expect(page.locator('#projects li')).not.toHaveCount(0)
    await page.goto('/careers/careers')
    const position = page.locator('#positions details').first()
    await position.locator('summary').click()
    await expect(position.getByRole('link', { name: /Apply for this role/ })).toHaveAttribute('href', '/contact')
  })

  test('Consultancy shows the services catalogue in its four groups', async ({ page }) => {
    await page.goto('/services/consultancy')
    for (const group of ['Setup', 'Growth', 'Expansion', 'Exit']) {
      await expect(page.locator('#services').getByRole('heading', { name: group, exact: true })).toBeVisible()
    }
  })

  test('Brands shows the brand carousel, whose slides open product pages', async ({ page }) => {
    await page.goto('/brands')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect(carousel).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Next products' })).toBeVisible()
    const view = carousel.getByRole('link', { name: /^View / }).first()
    const href = await view.getAttribute('href')
    expect(href).toMatch(/^\/products\/(fan|light|solar)\/[\w-]+$/)
    await expect(carousel.getByRole('link', { name: 'Brochure' }).first()).toHaveAttribute('target', '_blank')
    await page.goto(href!)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the brand carousel cuts its solar products at 100 characters, not at the solar landing’s 50', async ({ page }) => {
    await page.goto('/brands')
    const product = first(embedded.solar)
    const slide = page.locator('[aria-roledescription="carousel"] article').filter({ hasText: product.name })
    await expect(slide.getByText(`${product.shortDescription.slice(0, 100).trimEnd()}...`, { exact: true })).toBeAttached()
  })

  test('every company page is prerendered', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route)
      expect([route, response.headers()['x-nextjs-cache'] ?? 'static']).not.toEqual([route, 'MISS'])
    }
  })
})
