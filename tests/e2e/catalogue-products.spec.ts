import { expect, test } from '@playwright/test'
import { embedded, first } from '../support/catalogue'

test.describe('detail pages', () => {
  test('a product of each line shows its name, description, features and related products', async ({ page }) => {
    const categories = ['light', 'solar', 'ac', 'frp'] as const
    test.setTimeout(15_000 * categories.length)
    for (const category of categories) {
      await test.step(category, async () => {
        const product = embedded[category].find((item) => item.models.length > 1) ?? first(embedded[category])
        const response = await page.goto(`/products/${category}/${product.slug}`)
        expect.soft(response?.status(), `${category}: status`).toBe(200)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
        await expect.soft(page.getByText(product.keyFeatures[0]!, { exact: true })).toBeVisible()
        const related = page.locator('#related-products')
        for (const other of embedded[category].filter((item) => item.slug !== product.slug)) {
          await expect.soft(related.locator(`a[href="/products/${category}/${other.slug}"]`)).toBeAttached()
        }
        await expect.soft(page.getByRole('link', { name: 'Ask our team' }).first()).toHaveAttribute('target', '_blank')
      })
    }
  })

  test('choosing a model shows its details, and another replaces it', async ({ page }) => {
    const product = embedded.light.find((item) => item.models.length > 1)!
    const [one, two] = product.models
    await page.goto(`/products/light/${product.slug}`)
    await expect(page.getByRole('heading', { name: 'Choose your model (required)' })).toBeVisible()
    await expect(page.locator('#model-heading')).toHaveText('Choose your model* (required)')
    await expect(page.getByRole('link', { name: 'How much capacity is right for you?' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await page.getByRole('button', { name: one!.id, exact: true }).click()
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(one!.details.length)
    await expect(table.getByRole('row').first()).toContainText(one!.details[0]!.column1)
    await expect(table.getByRole('row').first()).toContainText(one!.details[0]!.column2)
    await page.getByRole('button', { name: two!.id, exact: true }).click()
    await expect(page.getByRole('button', { name: two!.id, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(table.getByRole('row').first()).toContainText(two!.details[0]!.column2)
    // The choice survives a reload, except on solar pages.
    await page.reload()
    await expect(page.getByRole('button', { name: two!.id, exact: true })).toHaveAttribute('aria-pressed', 'true')
  })

  test('the solar selector is labelled Model Details and resets on reload', async ({ page }) => {
    const product = embedded.solar.find((item) => item.models.length > 1)!
    await page.goto(`/products/solar/${product.slug}`)
    await expect(page.getByRole('heading', { name: 'Model Details (required)' })).toBeVisible()
    await page.getByRole('button', { name: product.models[0]!.id, exact: true }).click()
    await expect(page.getByRole('table')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('table')).toHaveCount(0)
  })

  test('the image overlay opens at 450px and closes by the button, Escape and a click', async ({ page }) => {
    const product = embedded.ac.find((item) => item.images.more.length > 0)!
    await page.goto(`/products/ac/${product.slug}`)
    const dialog = page.getByRole('dialog')
    const openThumbnail = () => page.getByRole('link', { name: new RegExp(`^View image 2`) }).click()
    await openThumbnail()
    await expect(dialog).toBeVisible()
    expect((await dialog.locator('img').boundingBox())?.width).toBe(450)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await openThumbnail()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('link', { name: new RegExp(`^View image: ${product.name}`) }).click()
    await expect(dialog).toBeVisible()
    await dialog.locator('img').click()
    await expect(dialog).toBeHidden()
  })

  test('a fan shows its trading partner, up to 5 key points, the star, the badges and the model table', async ({ page }) => {
    const fan = embedded.fan.find((item) => item.models.length > 0 && item.keyPoints.length > 5) ?? first(embedded.fan)
    await page.goto(`/products/fan/${fan.slug}`)
    await expect(page.getByText(String(fan.tradingPartner)).first()).toBeVisible()
    await expect(page.getByRole('img', { name: 'Certified 5-star energy rating' })).toBeVisible()
    for (const point of fan.keyPoints.slice(0, 5)) await expect(page.getByText(point, { exact: true })).toBeVisible()
    for (const point of fan.keyPoints.slice(5)) await expect(page.getByText(point, { exact: true })).toHaveCount(0)
    await expect(page.locator('#specifications li')).toHaveCount(12)
    const table = page.locator('#models table')
    await expect(table.locator('thead th')).toHaveCount(fan.models[0]!.details.length + 1)
    await expect(table.locator('tbody tr')).toHaveCount(fan.models.length)
    await expect(page.getByRole('heading', { name: 'Try the Experience Right Here' })).toBeVisible()
  })

  for (const path of ['/products/fan/no-such-fan', '/products/others/anything', '/products/light/bad%20slug', '/products/ac/1']) {
    test(`${path} is a real 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404)
    })
  }
})

test('a product page leaves its related products to render when near, on their muted band', async ({ page }) => {
  await page.goto(`/products/light/${embedded.light[0]!.slug}`)
  const related = page.getByRole('region', { name: 'Related Products' })
  await expect(related).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(related).toHaveCSS('content-visibility', 'auto')
})
