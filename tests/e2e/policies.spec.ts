import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import matter from 'gray-matter'
import { company } from '@/content/company/identity'
import { policyLinks } from '@/content/navigation'

/**
 * The Privacy Policy and Terms of Service the contact form's consent names: pages of their own,
 * naming the company as its identity has it, linked from every page's footer, and in the sitemap.
 */
test('the privacy policy and the terms are pages, name the company, and are linked from the footer and the sitemap', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const { title, path: route } of policyLinks) {
    await test.step(route, async () => {
      const { heading } = matter(readFileSync(path.join(process.cwd(), 'content/pages', `${route.slice(1)}.md`), 'utf8')).data as {
        heading: string
      }
      const response = await page.goto('/contact')
      expect(response?.status()).toBe(200)
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: title, exact: true }).click()
      await expect(page).toHaveURL(route)
      await expect(page).toHaveTitle(`${title} | ${company.name}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      const text = await page.locator('main > article').innerText()
      expect(text).toContain(company.legalName)
      expect(text).toContain(company.supportEmail)
      expect(text).not.toContain('{{')
      expect(sitemap).toContain(`${route}</loc>`)
    })
  }
})
