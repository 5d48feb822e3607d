import { expect, test } from '@playwright/test'
import { productsPage } from '@/content/products-page'
import { embedded, first, landings, productLink } from '../support/catalogue'

test.describe('products page', () => {
  test('shows the banner, six product-line cards, the channel partners and the FAQ', async ({ page }) => {
    await page.goto('/products/all')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsPage.banner.title)
    for (const card of productsPage.cards) {
      await expect(page.locator(`main a[href="${card.link}"]`)).toContainText(card.name)
    }
    await expect(page.getByRole('heading', { name: 'Our Channel Partners' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Suryarekha Electricals' }).first()).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  })
})

test.describe('landings', () => {
  // One page walks the landings: after the first, the site's scripts come from the cache.
  test('each landing shows every product of its line', async ({ page }) => {
    test.setTimeout(15_000 * landings.length)
    for (const landing of landings) {
      await test.step(landing.path, async () => {
        const response = await page.goto(landing.path)
        expect.soft(response?.status(), `${landing.path}: status`).toBe(200)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading)
        for (const product of embedded[landing.category]) {
          await expect.soft(productLink(page, landing.category, product.slug).first()).toBeAttached()
        }
      })
    }
  })

  test('the fan landing features the first fan with at most 4 key points and Know More', async ({ page }) => {
    const featured = first(embedded.fan)
    await page.goto('/products/fan')
    const section = page.locator('section', { has: page.getByRole('heading', { name: featured.name, level: 2 }) })
    await expect(section.getByRole('listitem').filter({ hasText: featured.keyPoints[0]! })).toBeVisible()
    const shownPoints = featured.keyPoints.filter((point) => point !== undefined).slice(0, 4)
    for (const point of shownPoints) await expect(section.getByText(point, { exact: true })).toBeVisible()
    for (const hidden of featured.keyPoints.slice(4)) await expect(section.getByText(hidden, { exact: true })).toHaveCount(0)
    await section.getByRole('link', { name: /Know More/ }).click()
    await expect(page).toHaveURL(`/products/fan/${featured.slug}`)
  })

  test('a card swaps to its first extra image on hover', async ({ page }) => {
    const fan = first(embedded.fan)
    await page.goto('/products/fan')
    const card = page.locator('#fan-products article').first()
    const hoverImage = card.locator('img').nth(1)
    await expect(hoverImage).toHaveCSS('opacity', '0')
    await card.hover()
    await expect(hoverImage).toHaveCSS('opacity', '1')
    await expect(hoverImage).toHaveAttribute('src', new RegExp(encodeURIComponent(fan.images.more[0]!).replace(/%2F/g, '(%2F|/)')))
  })

  test('on a phone a card never fetches its hover image, which it could not show @mobile', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(decodeURIComponent(request.url())))
    await page.goto('/products/fan')
    const cards = page.locator('#fan-products article')
    await expect(cards).toHaveCount(embedded.fan.length)
    for (const [index, product] of embedded.fan.entries()) {
      const card = cards.nth(index)
      await card.scrollIntoViewIfNeeded()
      // The cover, lazy like the hover image, has been fetched and shown: the card was in view.
      await expect(card.locator('img').first()).toHaveJSProperty('complete', true)
      await expect.poll(() => requested.some((url) => url.includes(product.images.cover))).toBe(true)
      await expect(card.locator('img').nth(1)).toBeHidden()
    }
    for (const product of embedded.fan) {
      const hover = product.images.more[0]
      if (hover) expect(requested.filter((url) => url.includes(hover))).toEqual([])
    }
  })

  test('marketplace buttons open in a new tab and only exist for non-empty links', async ({ page }) => {
    await page.goto('/products/light')
    for (const product of embedded.light) {
      const card = page.locator('#explore-lighting article', { hasText: product.name })
      for (const [field, label] of [
        ['amazonLink', 'Buy on Amazon'],
        ['flipkartLink', 'Buy on Flipkart'],
        ['gemLink', 'Buy on GeM'],
      ] as const) {
        const button = card.getByRole('link', { name: new RegExp(`^${label}`) })
        if (product[field]) {
          await expect(button).toHaveAttribute('href', product[field])
          await expect(button).toHaveAttribute('target', '_blank')
        } else {
          await expect(button).toHaveCount(0)
        }
      }
    }
  })

  test('the solar carousel cuts descriptions at 50 characters and the hero opens /products/solar/1', async ({ page }) => {
    await page.goto('/products/solar')
    const product = embedded.solar[1]!
    const cut = `${product.shortDescription.slice(0, 50).trimEnd()}...`
    await expect(page.locator('#solar-products').getByText(cut, { exact: true }).first()).toBeAttached()
    await page.getByRole('link', { name: 'All in One Solar Street Light on its pole under the sun' }).click()
    await expect(page).toHaveURL('/products/solar/1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first(embedded.solar).name)
  })

  test('the solar landing shows its statistics and Why go Solar?', async ({ page }) => {
    await page.goto('/products/solar')
    for (const figure of ['20+', '500+', '100L+']) await expect(page.getByText(figure, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Why go Solar?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/services/solarContractor')
  })

  test('the AC landing shows its benefits, applications and care-tip accordion with the first open', async ({ page }) => {
    await page.goto('/products/ac')
    for (const name of ['Wide Product Range', 'Energy Savings', 'High Flexibility', 'Trusted Support']) {
      await expect(page.getByRole('heading', { name })).toBeVisible()
    }
    for (const name of ['Home', 'Office', 'Restaurant', 'Healthcare']) {
      await expect(page.getByRole('heading', { name: `${name} Air Conditioning` })).toBeVisible()
    }
    const items = page.locator('#faq details')
    await expect(items).toHaveCount(4)
    await expect(items.first()).toHaveAttribute('open', '')
    await expect(items.nth(1)).not.toHaveAttribute('open', '')
    await items.nth(1).locator('summary').click()
    await expect(items.first()).toHaveAttribute('open', '')
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(items.first().getByRole('heading', { name: 'Filters' })).toBeVisible()
  })

  test('the FRP landing shows its four tiles and its products', async ({ page }) => {
    await page.goto('/products/frp')
    for (const name of ['Playground equipment', 'Gazebos', 'Benches', 'Green garden equipment']) {
      await expect(page.getByRole('heading', { name })).toBeVisible()
    }
  })
})

test.describe('trading', () => {
  test('/products/others lists the items without the intro; View Details shows the key points', async ({ page }) => {
    await page.goto('/products/others')
    await expect(page.getByRole('link', { name: 'View All Products' })).toHaveCount(0)
    const item = first(embedded.trading)
    const card = page.locator('article', { hasText: item.name }).first()
    await expect(card.getByText(item.keyPoints[0]!)).toBeHidden()
    await card.getByRole('button', { name: new RegExp('View Details') }).click()
    await expect(card.getByText(item.keyPoints[0]!)).toBeVisible()
  })

  test('/products/trading shows the intro with View All Products and the brochure', async ({ page }) => {
    await page.goto('/products/trading')
    await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '#trading-products')
    await expect(page.getByRole('link', { name: 'Download Brochure' })).toHaveAttribute('target', '_blank')
    await expect(page.locator('#trading-products article')).toHaveCount(embedded.trading.length)
  })
})
