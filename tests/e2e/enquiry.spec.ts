import { expect, test } from '@playwright/test'
import { embedded } from '../support/catalogue'
import { freePort } from '../support/ports'
import { type Site, startSite } from '../support/site'

/**
 * 'Have question about buying' on a product page opens the contact form in a new tab with the
 * product already named in its subject, rendered by the server, so it holds without JavaScript.
 */
const subject = (page: import('@playwright/test').Page) => page.getByLabel('Subject', { exact: true })

const product = (line: keyof typeof embedded, slug: string) => {
  const found = embedded[line].find((item) => item.slug === slug)
  if (!found) throw new Error(`no ${slug} in the ${line} line`)
  return found
}

test.describe('an enquiry about a product', () => {
  for (const [line, slug] of [
    ['light', 'sailite-led-street-light'],
    ['fan', 'technozen-vayu-lite-bldc-fan'],
  ] as const) {
    test(`from a ${line} product opens the contact form in a new tab, about that product`, async ({ page, context }) => {
      const { name } = product(line, slug)
      await page.goto(`/products/${line}/${slug}`)
      const ask = page
        .getByRole('complementary')
        .filter({ hasText: 'Have question about buying' })
        .getByRole('link', { name: 'Ask our team' })
      await expect(ask).toHaveAttribute('href', `/contact?product=${slug}`)
      await expect(ask).toHaveAttribute('target', '_blank')
      const [opened] = await Promise.all([context.waitForEvent('page'), ask.click()])
      await opened.waitForLoadState()
      await expect(opened).toHaveURL(new RegExp(`/contact\\?product=${slug}$`))
      await expect(subject(opened)).toHaveValue(`Enquiry: ${name}`)
      // The visitor's own words follow, and the enquiry is sent from the page it opened on.
      await opened.getByLabel('Your name', { exact: true }).fill('Asha Kulkarni')
      await opened.getByLabel('Email', { exact: true }).fill('asha.kulkarni@example.org')
      await opened.getByLabel('Message', { exact: true }).fill('How soon could you deliver 40 of these to Pune?')
      await opened.getByLabel('I agree to the Privacy Policy and Terms of Service.').check()
      await expect(subject(opened)).toHaveValue(`Enquiry: ${name}`)
      await opened.getByRole('button', { name: 'Send Message' }).click()
      await expect(opened.locator('form [role="alert"]')).toHaveText('Your message has been sent successfully')
    })
  }

  test('the subject is in the page the server sends', async ({ request }) => {
    const { name } = product('light', 'sailite-led-street-light')
    const html = await (await request.get('/contact?product=sailite-led-street-light')).text()
    const input = /<input[^>]*id="messageSubject"[^>]*>/.exec(html)?.[0]
    expect(input).toContain(`value="Enquiry: ${name}"`)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the subject is filled in all the same', async ({ page }) => {
      const { name } = product('solar', 'sailite-mono-perc-solar-module')
      await page.goto('/contact?product=sailite-mono-perc-solar-module')
      await expect(subject(page)).toHaveValue(`Enquiry: ${name}`)
    })
  })

  test('an unknown or hostile product is ignored: no error, nothing of it in the page', async ({ request, page }) => {
    for (const value of [
      'no-such-product',
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '../../etc/passwd',
      'x'.repeat(5000),
      '%00%ff',
    ]) {
      const response = await request.get(`/contact?product=${encodeURIComponent(value)}`)
      expect(response.status(), value).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('Enquiry:')
      if (value.length > 3) expect(html, value).not.toContain(value)
    }
    // Given twice, it names nothing either.
    await page.goto('/contact?product=sailite-led-street-light&product=sailite-led-bulb')
    await expect(subject(page)).toHaveValue('')
  })

  test('every one is a page kept in the cache, like /contact itself; the path they are kept under answers only for products', async ({
    request,
  }) => {
    const kept = async (url: string) => (await request.get(url)).headers()['x-nextjs-cache']
    await expect.poll(() => kept('/contact?product=sailite-led-bulb')).toBe('HIT')
    await expect.poll(() => kept('/contact?product=no-such-product')).toBe('HIT')
    expect((await request.get('/contact/enquiry/sailite-led-bulb')).status()).toBe(200)
    for (const path of ['/contact/enquiry/no-such-product', '/contact/enquiry/%3Cx%3E', '/contact/enquiry']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text()).toContain('Page not found')
    }
  })
})

test.describe('under load', () => {
  let site: Site
  let metricsUrl: string
  test.beforeAll(async () => {
    const port = await freePort()
    metricsUrl = `http://127.0.0.1:${port}/metrics`
    site = await startSite({ METRICS_PORT: String(port) })
  })
  test.afterAll(() => site?.dispose())

  // The server listens on 127.0.0.1 alone: a rewrite naming any other host would have Next proxy
  // the request to itself over HTTP, a second request that fails under load (socket hang up, 500).
  test('first visits to every enquiry at once are served within the server, never proxied back to it', async () => {
    const slugs = Object.values(embedded).flatMap((line) => line.slice(0, 10).map((item) => item.slug))
    const answers = await Promise.all(
      slugs.flatMap((slug) => [1, 2].map(async () => (await fetch(`${site.url}/contact?product=${slug}`)).status)),
    )
    expect(answers.filter((status) => status !== 200)).toEqual([])
    // Each of those was one HTTP request to the server: none came back in under the enquiry route.
    const metrics = await (await fetch(metricsUrl)).text()
    expect(metrics).toMatch(/site_http_requests_total\{route="\/contact",method="GET",status="2xx"/)
    expect(metrics).not.toMatch(/site_http_requests_total\{route="\/contact\/enquiry\/\[product\]"/)
  })
})
