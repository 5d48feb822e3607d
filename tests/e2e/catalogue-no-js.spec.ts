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

  test("the server's model selector is in its place, its buttons disabled until their script has run", async ({ page }) => {
    const product = embedded.light.find((item) => item.models.length > 1)!
    await page.goto(`/products/light/${product.slug}`)
    // In place in the HTML, not a hidden part React would move there with a script: the page
    // paints whole, and reads without JavaScript.
    const selector = page.locator('section[aria-labelledby="model-heading"]')
    await expect(selector).toBeVisible()
    await expect(selector.locator('xpath=following-sibling::aside')).toContainText(productLabels.detail.buyingQuestion)
    const buttons = selector.getByRole('group').getByRole('button')
    await expect(buttons).toHaveCount(product.models.length)
    for (const button of await buttons.all()) await expect(button).toBeDisabled()
  })
})
