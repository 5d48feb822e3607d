import { expect, test } from '@playwright/test'
import { company } from '@/content/company/identity'
import { labels } from '@/content/labels'
import { footer, mainMenu } from '@/content/navigation'

const header = (page: import('@playwright/test').Page) => page.locator('header').first()
const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' })

const links = mainMenu.flatMap((entry) => ('path' in entry ? [entry] : []))
const groups = mainMenu.flatMap((entry) => ('submenu' in entry ? [entry] : []))

// Each test walks its entries in one page: after the first, the site's scripts come from the cache.
test.describe('header menu', () => {
  test('each top-level link goes to its page', async ({ page }) => {
    test.setTimeout(15_000 * links.length)
    for (const entry of links) {
      await test.step(`'${entry.title}' goes to ${entry.path}`, async () => {
        await page.goto(entry.path === '/' ? '/contact' : '/')
        await mainNav(page).getByRole('link', { name: entry.title, exact: true }).click()
        await expect(page).toHaveURL(entry.path)
      })
    }
  })

  test('each group opens, and each of its entries reaches its page', async ({ page }) => {
    test.setTimeout(30_000 * groups.length)
    for (const entry of groups) {
      await test.step(`'${entry.title}'`, async () => {
        await page.goto('/')
        for (const child of entry.submenu) {
          if (!('path' in child)) continue
          const group = mainNav(page).locator('details', { has: page.getByText(entry.title, { exact: true }) })
          const toggle = group.locator('summary')
          await expect(group.getByRole('link', { name: child.title, exact: true })).toBeHidden()
          await toggle.click()
          await expect(group).toHaveAttribute('open', '')
          await group.getByRole('link', { name: child.title, exact: true }).click()
          await expect(page).toHaveURL(child.path)
          // The group closes on navigation.
          await expect(group).not.toHaveAttribute('open', '')
        }
      })
    }
  })

  test('a group closes on Escape and on a click outside, and only one is open at a time', async ({ page }) => {
    await page.goto('/products/all')
    const about = mainNav(page).locator('details').filter({ hasText: 'About' }).first()
    const events = mainNav(page).locator('details').filter({ hasText: 'Events' }).first()
    await about.locator('summary').click()
    await expect(about).toHaveAttribute('open', '')
    await events.locator('summary').click()
    await expect(events).toHaveAttribute('open', '')
    await expect(about).not.toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(events).not.toHaveAttribute('open', '')
    await about.locator('summary').click()
    await page.mouse.click(10, 600)
    await expect(about).not.toHaveAttribute('open', '')
  })
})

test.describe('header appearance', () => {
  test('on / it is transparent with white text until 50px of scroll, then white with a shadow', async ({ page }) => {
    await page.goto('/')
    await expect(header(page)).toHaveAttribute('data-transparent', 'true')
    await expect(header(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(header(page)).toHaveCSS('color', 'rgb(255, 255, 255)')
    await page.evaluate(() => window.scrollTo(0, 49))
    await expect(header(page)).toHaveAttribute('data-transparent', 'true')
    await page.evaluate(() => window.scrollTo(0, 50))
    await expect(header(page)).toHaveAttribute('data-transparent', 'false')
    await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(header(page)).not.toHaveCSS('box-shadow', 'none')
  })

  test('elsewhere it is white with a shadow from the top, and a spacer keeps content clear of it', async ({ page }) => {
    await page.goto('/products/all')
    await expect(header(page)).toHaveAttribute('data-transparent', 'false')
    await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    const headerBox = await header(page).boundingBox()
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(heading!.y).toBeGreaterThanOrEqual(headerBox!.height)
  })

  test('the logo and company name link home; the logo is shown at 110 by 80', async ({ page }) => {
    await page.goto('/products/all')
    const brand = header(page).getByRole('link', { name: company.name })
    const logo = brand.locator('img')
    await expect(logo).toHaveAttribute('src', company.logo.src)
    expect(await logo.boundingBox()).toMatchObject({ width: 110, height: 80 })
    await brand.click()
    await expect(page).toHaveURL('/')
  })

  test('a new path starts at the top of the page', async ({ page }) => {
    await page.goto('/products/all')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click()
    await expect(page).toHaveURL('/contact')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the first Tab shows a skip link above the header, and it moves focus to the content', async ({ page }) => {
    await page.goto('/products/all')
    const skip = page.getByRole('link', { name: labels.skipToContent })
    expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1)
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    // Shown in front of the fixed header, with room around its words.
    const box = (await skip.boundingBox())!
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: box.x + 4, y: box.y + 4 })).toBe(
      labels.skipToContent,
    )
    await expect(skip).toHaveCSS('padding-left', '16px')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#content$/)
    await page.keyboard.press('Tab')
    await expect(page.locator('#content a').first()).toBeFocused()
  })
})

test.describe('redirects and not found', () => {
  test('/about and /services redirect to their first page', async ({ page, request }) => {
    for (const [from, to] of [
      ['/about', '/about/history'],
      ['/services', '/services/solarContractor'],
    ] as const) {
      await test.step(`${from} redirects to ${to}`, async () => {
        const response = await request.get(from, { maxRedirects: 0 })
        expect.soft(response.status(), `${from}: status`).toBe(308)
        expect.soft(response.headers().location, `${from}: location`).toBe(to)
        await page.goto(from)
        await expect.soft(page).toHaveURL(to)
      })
    }
  })

  test('an unknown path answers 404 with the not-found page, not indexed', async ({ page }) => {
    for (const path of ['/no-such-page', '/products/fan/no-such-fan', '/about/nothing/deeper']) {
      await test.step(path, async () => {
        const response = await page.goto(path)
        expect.soft(response?.status(), `${path}: status`).toBe(404)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
        await expect.soft(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      })
    }
  })
})

test.describe('footer', () => {
  test('shows the tagline, its link groups, contact links and the current year', async ({ page }) => {
    await page.goto('/products/all')
    const foot = page.getByRole('contentinfo')
    await foot.scrollIntoViewIfNeeded()
    await expect(foot.getByText(company.tagline)).toBeVisible()
    for (const group of [footer.quickLinks, footer.support]) {
      for (const link of group.links) {
        await expect(foot.getByRole('link', { name: link.title, exact: true }).first()).toHaveAttribute('href', link.path)
      }
    }
    await expect(foot.locator(`a[href="mailto:${company.supportEmail}"]`)).toBeVisible()
    await expect(foot.locator('a[href^="tel:"]')).toHaveCount(2)
    const maps = foot.locator(`a[href="${company.mapsUrl}"]`)
    await expect(maps).toHaveAttribute('target', '_blank')
    // noreferrer implies noopener: the new page gets no handle on this one.
    await expect(maps).toHaveAttribute('rel', /noreferrer/)
    const year = String(new Date().getFullYear())
    await expect(foot.getByText(`© ${year} ${company.legalName}`).first()).toBeVisible()
    const agency = foot.getByRole('link', { name: company.agency.name })
    await expect(agency).toHaveAttribute('target', '_blank')
    await expect(foot.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute('href', '/contact')
    await expect(foot.getByRole('link', { name: footer.bottomBar.socialLabel })).toHaveAttribute('href', company.socialUrl)
  })

  test('its blocks fade in once when scrolled into view', async ({ page }) => {
    await page.goto('/products/all')
    const block = page.getByRole('contentinfo').locator('[data-reveal]').first()
    await expect(block).toHaveCSS('opacity', '0')
    await block.scrollIntoViewIfNeeded()
    await expect(block).toHaveCSS('opacity', '1', { timeout: 5000 })
  })
})

test.describe('mobile menu @mobile', () => {
  test('the hamburger opens the menu, and it closes on navigation', async ({ page }) => {
    await page.goto('/products/all')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(mainNav(page)).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page)).toBeVisible()
    await mainNav(page).getByRole('link', { name: 'Brands', exact: true }).click()
    await expect(page).toHaveURL('/brands')
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
