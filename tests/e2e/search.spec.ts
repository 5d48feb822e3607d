import { expect, type Page, test } from '@playwright/test'
import { search } from '@/content/search'
import { MAX_QUERY_LENGTH } from '@/lib/search/query'
import { embedded } from '../support/catalogue'

/** The product search on the shared server (the embedded catalogue), as visitors and attackers use it. */

const aerobreeze = embedded.fan[0]!
const insulatedWire = embedded.trading[0]!
const results = (page: Page) => page.locator('#results-heading ~ ol > li')
const resultLinks = (page: Page) => page.locator('#results-heading ~ ol article h3 a')

test.describe('searching from a phone', () => {
  test.use({ javaScriptEnabled: false })

  test('with JavaScript off: the header opens the form, the results page answers, a result opens its product @mobile', async ({ page }) => {
    await page.goto('/products/all')
    const field = page.getByRole('searchbox', { name: search.form.label })
    await expect(field).toBeHidden()
    await page.locator('header summary').filter({ hasText: search.form.open }).click()
    await expect(field).toBeVisible()
    await field.fill('aerobreeze')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=aerobreeze$/)
    await expect(page.locator('#results-heading')).toHaveText(search.resultsHeading('aerobreeze'))
    await expect(page.getByRole('searchbox', { name: search.form.label }).first()).toBeAttached()
    await expect(page.locator('#page-search')).toHaveValue('aerobreeze')
    await expect(resultLinks(page).first()).toHaveAttribute('href', `/products/fan/${aerobreeze.slug}`)
    await resultLinks(page).first().click()
    await expect(page).toHaveURL(`/products/fan/${aerobreeze.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aerobreeze.name)
  })

  test('with JavaScript off on a 360 px phone: the open menu’s first entry leads to the search @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/products/all')
    await expect(page.locator('header summary').filter({ hasText: search.form.open })).toBeHidden()
    await page.locator('label[for="menu-toggle"]').click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: search.form.open }).click()
    await expect(page).toHaveURL(/\/search$/)
    const field = page.locator('#page-search')
    await expect(field).toBeVisible()
    await field.fill('gazebo')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=gazebo$/)
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/products/frp/frp-hexagonal-gazebo')
  })
})

test.describe('the results page', () => {
  test('finds a product by a word of its name, a partner tag, a key feature or a model label, best first', async ({ page }) => {
    for (const [query, slug] of [
      ['Zenith', 'technozen-zenith-smart-wifi-bldc-fan'],
      ['TZ-VL-900', 'technozen-vayu-lite-bldc-fan'],
      ['tzvl900', 'technozen-vayu-lite-bldc-fan'],
      ['SL-ST120', 'sailite-led-street-light'],
      ['gazebo', 'frp-hexagonal-gazebo'],
    ] as const) {
      await test.step(query, async () => {
        await page.goto(`/search?q=${encodeURIComponent(query)}`)
        await expect(resultLinks(page).first()).toHaveAttribute('href', new RegExp(`/${slug}$`))
      })
    }
  })

  test('tolerates a typo and still ranks the product meant first', async ({ page }) => {
    for (const [query, slug] of [
      ['aerobreez', aerobreeze.slug],
      ['gazeebo', 'frp-hexagonal-gazebo'],
      ['cassete ac', 'arkvolt-cassette-ac'],
    ] as const) {
      await test.step(query, async () => {
        await page.goto(`/search?q=${encodeURIComponent(query)}`)
        await expect(resultLinks(page).first()).toHaveAttribute('href', new RegExp(`/${slug}$`))
      })
    }
  })

  test("shows each result's line and partner tags, and links a traded item (which has no page) to its line's list", async ({ page }) => {
    await page.goto('/search?q=insulated+copper+wire')
    const first = results(page).first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(insulatedWire.name)
    await expect(first.getByText('Trading', { exact: true })).toBeVisible()
    await expect(first.getByRole('list', { name: 'Partners' }).getByRole('listitem')).toHaveText([insulatedWire.tradingPartner].flat())
    await first.click()
    await expect(page).toHaveURL('/products/trading')
  })

  test('says when nothing matches, with the way on: another search, or every product', async ({ page }) => {
    const response = await page.goto('/search?q=xyzzy+plugh')
    expect(response?.status()).toBe(200)
    await expect(page.locator('#results-heading')).toHaveText(search.noResults.heading('xyzzy plugh'))
    await expect(page.locator('#page-search')).toHaveValue('xyzzy plugh')
    await page.getByRole('link', { name: search.noResults.browse }).click()
    await expect(page).toHaveURL('/products/all')
  })

  test('an empty query shows the form and no results, its field focused', async ({ page }) => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      await page.goto(path)
      await expect(page.locator('#page-search')).toBeFocused()
      await expect(page.locator('#results-heading')).toHaveCount(0)
    }
  })

  test('is kept out of search engines, its links followed: meta and header', async ({ page }) => {
    const response = await page.goto('/search?q=fan')
    expect(response?.headers()['x-robots-tag']).toBe('noindex, follow')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })
})

test.describe('hostile queries', () => {
  test('markup is shown as text and never runs', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'><b>bold</b>'
    const response = await page.goto(`/search?q=${encodeURIComponent(markup)}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('#results-heading')).toContainText('<script>alert(1)</script>')
    await expect(page.locator('#page-search')).toHaveValue(markup)
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0)
    expect(dialogs).toBe(0)
  })

  test('a query of 5,000 characters is cut to the length searched, and says so', async ({ page }) => {
    const response = await page.goto(`/search?q=${'fan '.repeat(1250)}`)
    expect(response?.status()).toBe(200)
    const kept = await page.locator('#page-search').inputValue()
    expect(kept.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    await expect(page.getByText(search.shortened)).toBeVisible()
    await expect(resultLinks(page).first()).toBeVisible()
  })

  test('control characters, odd Unicode and regular-expression characters are answered, never a 500', async ({ request }) => {
    for (const query of [
      'fan\u0000\u0007\u001b[31m',
      '\u202Enaf\u202C \u200B\u200Dfan\uFEFF',
      'ＦＡＮ',
      'Z̸̢͎͐a̴l̵g̶o̷ fan',
      '😀🙃 fan 𝕗𝕒𝕟',
      '.*+?^${}()|[]\\ (a+)+$',
      '%s%n%x %00',
    ].map(encodeURIComponent)) {
      const response = await request.get(`/search?q=${query}`)
      expect(response.status(), JSON.stringify(query)).toBe(200)
      const html = await response.text()
      expect(html, JSON.stringify(query)).not.toMatch(/[\u0000\u0007\u001b\u202E]/)
    }
    // Bytes that are no UTF-8 (a lone surrogate's, 0xFF) and a bare percent sign, as sent.
    for (const raw of ['%ED%A0%80+lone', '%FF%FE%00fan', '100%', '%%%']) {
      expect((await request.get(`/search?q=${raw}`)).status(), raw).toBeLessThan(500)
    }
  })

  test('a repeated query parameter searches the first', async ({ page }) => {
    await page.goto('/search?q=gazebo&q=<script>')
    await expect(page.locator('#page-search')).toHaveValue('gazebo')
  })

  test('a page number that is not one is a 400; a page past the last shows the last', async ({ request }) => {
    for (const value of ['0', '-1', 'two', '99999999999999999999', '1e3', '']) {
      const response = await request.get(`/search?q=fan&page=${encodeURIComponent(value)}`)
      expect(response.status(), value).toBe(400)
    }
    expect((await request.get('/search?q=fan&page=2&page=3')).status()).toBe(400)
    const past = await request.get('/search?q=fan&page=9999')
    expect(past.status()).toBe(200)
    expect(await past.text()).toContain(`/products/fan/`)
  })
})
