import { expect, type Page, test } from '@playwright/test'
import { embedded, first } from '../support/catalogue'

// What a crawler reads: the server's HTML, no script run.
test.use({ javaScriptEnabled: false })

type Thing = { '@type': string; [key: string]: unknown }

async function structuredData(page: Page, path: string): Promise<Thing[]> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Thing)
}

const detailLines = ['fan', 'light', 'solar', 'ac', 'frp'] as const
const productPath = (line: (typeof detailLines)[number]) => `/products/${line}/${first(embedded[line]).slug}`

test.describe('structured data for search engines', () => {
  test('a product page describes its product and where it sits in the catalogue', async ({ page }) => {
    for (const line of detailLines) {
      await test.step(line, async () => {
        const product = first(embedded[line])
        const things = await structuredData(page, productPath(line))
        expect(things.map((thing) => thing['@type']).sort()).toEqual(['BreadcrumbList', 'Product'])
        const described = things.find((thing) => thing['@type'] === 'Product')!
        expect(described.name).toBe(product.name)
        expect(described.url).toMatch(new RegExp(`${productPath(line)}$`))
        const trail = things.find((thing) => thing['@type'] === 'BreadcrumbList')!.itemListElement as Thing[]
        expect(trail.at(-1)).toMatchObject({ position: trail.length, name: product.name })
      })
    }
  })

  // Search engines ask that an FAQ shown on several pages be marked up on one of them only.
  test('each FAQ is marked up on one page only, its line’s landing, exactly as that page shows it', async ({ page }) => {
    test.setTimeout(60_000)
    const landings = ['fan', 'light', 'solar', 'ac'].map((line) => `/products/${line}`)
    const others = ['/', '/products/all', '/products/frp', '/products/others', '/products/trading', ...detailLines.map(productPath)]
    const markedOn = new Map<string, string[]>()
    for (const path of [...landings, ...others]) {
      const faqs = (await structuredData(page, path)).filter((thing) => thing['@type'] === 'FAQPage')
      const marked = faqs.flatMap((faq) => (faq.mainEntity as Thing[]).map((question) => question.name as string))
      for (const question of marked) markedOn.set(question, [...(markedOn.get(question) ?? []), path])
      if (landings.includes(path)) {
        const shown = await page.locator('#faq summary').allTextContents()
        expect(shown.length, path).toBeGreaterThan(0)
        expect(marked, path).toEqual(shown.map((text) => text.replace(/\+$/, '').trim()))
      } else {
        expect(marked, path).toEqual([])
      }
    }
    expect([...markedOn].filter(([, paths]) => paths.length > 1)).toEqual([])
  })
})
