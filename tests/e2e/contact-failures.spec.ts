import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type Route, test } from '@playwright/test'
import { decodeTime } from 'ulid'
import { FileOutbox } from '@/lib/contact/outbox/file-outbox'
import {
  expectFormKept,
  expectReachUsLinks,
  fillContactForm,
  formAlert,
  fullRefusal,
  limitRefusal,
  sampleMessage,
  sendButton,
} from '../support/contact'
import { type Site, startSite } from '../support/site'

/**
 * Every way a send can fail, as a visitor with JavaScript meets it: the page stays, what they
 * typed stays, the form's error text is announced and the form takes a retry. Failures are made
 * by failing the server action's request in the browser; the site's own limit and a full outbox,
 * by a server, are said in words of their own: how soon to try again, and how else to reach us.
 */
const fields = {
  senderName: 'Your name',
  senderEmail: 'Email',
  messageSubject: 'Subject',
  messageBody: 'Message',
} as const
const consent = (page: Page) => page.getByLabel('I agree to the Privacy Policy and Terms of Service.')

/** The server action's request: a POST carrying Next's action header. */
function failSend(page: Page, fail: (route: Route) => Promise<void>) {
  return page.route('**/contact*', async (route) => {
    const request = route.request()
    if (request.method() === 'POST' && (await request.headerValue('next-action'))) await fail(route)
    else await route.continue()
  })
}

/** The page is still the contact page, the error (`said`) is announced and nothing typed was lost. */
async function expectKeptAfterError(page: Page, said: string | RegExp = 'Something went wrong, please try again') {
  await expect(formAlert(page)).toHaveText(said)
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  await expect(page.getByText("This page couldn't load")).toHaveCount(0)
  for (const [field, label] of Object.entries(fields) as [keyof typeof fields, string][]) {
    const input = page.getByLabel(label, { exact: true })
    await expect(input).toHaveValue(sampleMessage[field])
    await expect(input).toBeEnabled()
  }
  await expect(consent(page)).toBeChecked()
  await expect(sendButton(page)).toHaveText('Send Message')
  await expect(sendButton(page)).toBeEnabled()
}

/** Once the network is back, the same form sends: the failure left nothing stuck. */
async function expectRetrySends(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await sendButton(page).click()
  await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
}

test.describe('a failed send keeps the page and what the visitor typed', () => {
  // Each test sends twice (the failure, then the retry): room for a loaded machine.
  test.describe.configure({ timeout: 60_000 })
  let pageErrors: Error[]
  test.beforeEach(async ({ page }) => {
    pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error))
    await page.goto('/contact')
  })
  test.afterEach(() => {
    expect(pageErrors).toEqual([])
  })

  test('a dropped connection', async ({ page }) => {
    await failSend(page, (route) => route.abort('connectionreset'))
    await fillContactForm(page)
    await sendButton(page).click()
    await expectKeptAfterError(page)
    await expectRetrySends(page)
  })

  test('a browser gone offline', async ({ page, context }) => {
    await fillContactForm(page)
    await context.setOffline(true)
    await sendButton(page).click()
    await expectKeptAfterError(page)
    await context.setOffline(false)
    await expectRetrySends(page)
    // Scrolling to the form can start another island's code (the footer's reveal) just as the
    // browser goes offline; that fetch fails as any would, and is not the form's.
    pageErrors = pageErrors.filter((error) => error.name !== 'ChunkLoadError')
  })

  // One page takes every answer in turn, a step each: after the first, the scripts come from the cache.
  test('an answer of 4xx, 5xx or a foreign 200 page, each in turn', async ({ page }) => {
    const answers = [
      [500, 'text/plain', 'Internal Server Error'],
      [502, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>'],
      [503, 'text/html', '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>'],
      [400, 'text/html', '<html><body><h1>400 Bad Request</h1></body></html>'],
      [403, 'text/html', '<html><body><h1>403 Forbidden</h1></body></html>'],
      [413, 'text/html', '<html><body><h1>413 Request Entity Too Large</h1></body></html>'],
      // nginx's own limit on posts (deploy/nginx/site.conf), before the request reaches Next.
      [429, 'text/html', '<html><body><h1>429 Too Many Requests</h1></body></html>'],
      // A captive portal or a proxy answering in its own words.
      [200, 'text/html', '<html><body>Sign in to the network</body></html>'],
    ] as const
    test.setTimeout(30_000 * answers.length)
    for (const [status, contentType, body] of answers) {
      await test.step(`${status} ${contentType}`, async () => {
        await page.goto('/contact')
        await failSend(page, (route) => route.fulfill({ status, contentType, body }))
        await fillContactForm(page)
        await sendButton(page).click()
        await expectKeptAfterError(page)
        await expectRetrySends(page)
      })
    }
  })

  test('a request that hangs until the gateway gives up (504)', async ({ page }) => {
    let giveUp = () => {}
    const hanging = new Promise<void>((resolve) => (giveUp = resolve))
    await failSend(page, async (route) => {
      await hanging
      await route.fulfill({ status: 504, contentType: 'text/html', body: '<html><body><h1>504 Gateway Time-out</h1></body></html>' })
    })
    await fillContactForm(page)
    await sendButton(page).click()
    // While it hangs the form says it is sending and keeps the message, locked.
    await expect(sendButton(page)).toHaveText('Sending')
    await expect(page.getByLabel('Message', { exact: true })).toBeDisabled()
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(sampleMessage.messageBody)
    giveUp()
    await expectKeptAfterError(page)
    await expectRetrySends(page)
  })
})

/** The site's own per-client limit, as a server of its own with room for one message a minute. */
test.describe('the site refusing a message over its limit', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let site: Site

  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine
    site = await startSite({ CONTACT_LIMIT_PER_CLIENT: '1', OUTBOX_DIR: 'outbox' })
  })
  test.afterAll(async () => {
    await site?.dispose()
  })

  test('says when to try again and how else to reach us, keeps what was typed and takes the visitor back to a working form', async ({
    page,
  }) => {
    await page.goto(`${site.url}/contact`)
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
    await fillContactForm(page)
    await sendButton(page).click()
    await expectKeptAfterError(page, limitRefusal())
    await expectReachUsLinks(page)
    // The refusal and its links pass axe as the rest of the form does (accessibility.spec.ts).
    const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).include('form')
    expect((await axe.analyze()).violations.map(({ id }) => id)).toEqual([])
  })

  test('without JavaScript too: the page that comes back says so, with every field as it was', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const plain = await noScript.newPage()
      await plain.goto(`${site.url}/contact`)
      const other = { ...sampleMessage, messageSubject: 'Another question' }
      for (const message of [sampleMessage, other]) {
        await fillContactForm(plain, message)
        await plain.getByRole('button', { name: 'Send Message' }).click()
        await plain.waitForURL('**/contact#contact-outcome')
      }
      await expect(formAlert(plain)).toHaveText(limitRefusal())
      await expectReachUsLinks(plain)
      await expectFormKept(plain, other)
    } finally {
      await noScript.close()
    }
  })
})

const HEALTH_TOKEN = 'test-token-of-the-health-details'

/** The outbox at its limit (OUTBOX_MAX_MESSAGES): a server of its own with room for two messages. */
test.describe('the outbox at its limit', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let site: Site

  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine
    // 3 a client: were the refusals of the full outbox charged, this client would be over it after the third post.
    site = await startSite({ OUTBOX_MAX_MESSAGES: '2', OUTBOX_DIR: 'outbox', CONTACT_LIMIT_PER_CLIENT: '3', HEALTH_TOKEN })
  })
  test.afterAll(async () => {
    await site?.dispose()
  })

  const post = (subject: string) =>
    fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...sampleMessage, messageSubject: subject }),
    })

  test('refuses new messages with a clear 503, keeps those it holds, and says so in its health', async () => {
    expect((await post('First')).status).toBe(200)
    expect((await post('Second')).status).toBe(200)
    const refused = await post('Third')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('3600')
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/cannot take more messages.*not sent/) })

    const kept = await new FileOutbox(path.join(site.dir, 'outbox')).list()
    expect(kept.map((entry) => entry.message.messageSubject)).toEqual(['First', 'Second'])

    const health = await fetch(`${site.url}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'degraded' })
    const details = await fetch(`${site.url}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })
    expect(await details.json()).toEqual({
      status: 'degraded',
      upstream: 'embedded',
      redis: 'unused',
      outbox: {
        messages: 2,
        bytes: expect.any(Number),
        oldestAt: decodeTime(kept[0]!.id),
        limits: { messages: 2, bytes: 32 * 1024 * 1024 },
        full: true,
      },
    })
  })

  test('a message the full outbox refused costs its client nothing: every retry meets the 503, never a 429', async () => {
    for (let i = 0; i < 6; i++) expect((await post(`Retry ${i}`)).status).toBe(503)
  })

  test('the form, with JavaScript or without, says it failed, when to try again, and keeps what was typed', async ({ page, browser }) => {
    await page.goto(`${site.url}/contact`)
    await fillContactForm(page)
    await sendButton(page).click()
    await expectKeptAfterError(page, fullRefusal)
    await expectReachUsLinks(page)

    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const plain = await noScript.newPage()
      await plain.goto(`${site.url}/contact`)
      await fillContactForm(plain)
      await plain.getByRole('button', { name: 'Send Message' }).click()
      await plain.waitForURL('**/contact#contact-outcome')
      await expect(formAlert(plain)).toHaveText(fullRefusal)
      await expectReachUsLinks(plain)
      await expectFormKept(plain)
    } finally {
      await noScript.close()
    }
    expect(await new FileOutbox(path.join(site.dir, 'outbox')).list()).toHaveLength(2)
  })
})
