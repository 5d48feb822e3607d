import { expect, test } from '@playwright/test'
import { productLabels } from '@/content/product-labels'
import { embedded, first, landings, productLink } from '../support/catalogue'

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('each landing still shows its products and their links', async ({ page }) => {
    test.setTimeout(15_000 * landings.length)
    for (const landing of landings) {
      await test.step(landing.path, async () => {
        await page.goto(landing.path)
        for (const product of embedded[landing.category]) {
          await expect.soft(productLink(page, landing.category, product.slug).first()).toBeAttached()
          await expect.soft(page.getByText(product.name).first()).toBeAttached()
        }
      })
    }
  })

  test('a detail page still shows its name, description and key features', async ({ page }) => {
    const product = first(embedded.light)
    await page.goto(`/products/light/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    await expect(page.getByText(product.keyFeatures[0]!, { exact: true })).toBeVisible()
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')
  })

  test("every model's details open, a disclosure each, on light, solar, AC and FRP pages", async ({ page }) => {
    for (const line of ['light', 'solar', 'ac', 'frp'] as const) {
      await test.step(line, async () => {
        const product = embedded[line].find((item) => item.models.length > 1)!
        await page.goto(`/products/${line}/${product.slug}`)
        // The selector's heading stays; its buttons and its hint, which need a script, give way.
        const heading = page.locator('#model-heading')
        await expect(heading).toBeVisible()
        await expect(page.getByText(productLabels.detail.selectModelHint)).toBeHidden()
        const models = page.getByRole('group', { name: /^(Choose your model|Model Details)/ })
        await expect(models.getByRole('button')).toHaveCount(0)
        await expect(models.locator('summary')).toHaveText(product.models.map((model) => model.id))
        for (const model of product.models) {
          const disclosure = models.locator('details', { has: page.locator('summary', { hasText: model.id }) })
          await expect(disclosure.getByRole('table')).toBeHidden()
          await disclosure.locator('summary').click()
          for (const detail of model.details) {
            await expect.soft(disclosure.getByRole('row', { name: detail.column1 })).toContainText(detail.column2)
          }
        }
        // The way on to buying follows the models, in its place.
        await expect(models.locator('xpath=following-sibling::aside')).toContainText(productLabels.detail.buyingQuestion)
      })
    }
  })

  test('a gallery thumbnail opens its full image', async ({ page }) => {
    const product = embedded.ac.find((item) => item.images.more.length > 0)!
    await page.goto(`/products/ac/${product.slug}`)
    const thumbnail = page.getByRole('link', { name: /^View image 2/ })
    await expect(thumbnail).toHaveAttribute('href', product.images.more[0]!)
    const [image] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(product.images.more[0]!)),
      thumbnail.click(),
    ])
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toMatch(/^image\//)
    await expect(page).toHaveURL(product.images.more[0]!)
  })

  test('the footer shows at once, without the reveal its script would play', async ({ page }) => {
    await page.goto('/products/all')
    for (const block of await page.getByRole('contentinfo').locator('[data-reveal]').all()) await expect(block).toHaveCSS('opacity', '1')
  })
})
