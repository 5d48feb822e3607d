import { expect, type Page, test } from '@playwright/test'
import { closeRedisConnections } from '@/lib/redis/client.mjs'
import { expectFormKept, expectVisitorsGetThrough, fillContactForm, formAlert, sampleMessage, waitForValidToken } from '../support/contact'
import { type RedisServer, startRedis } from '../support/redis'
import { type Site, startSites } from '../support/site'

/** What nginx sends the instances: they believe X-Real-IP only with it. */
const PROXY_SECRET = 'test-secret-of-the-front-proxy'
const from = (address: string) => ({ 'x-proxy-secret': PROXY_SECRET, 'x-real-ip': address })

/** The site's defaults: 120 messages a minute in all, of which 30 are kept for the form; 5 a client, 10 a network. */
const OPEN_TO_ALL = 90

/** Issue 49's first attack: 40 IPv4 /24s, 5 messages each without a token, filling the open share. */
const floodNetworks = Array.from({ length: 40 }, (_, n) => `198.18.${n}.1`)
/** Then 6 networks, each fetching one token and sending it 10 times from 2 of its addresses. */
const replayNetworks = Array.from({ length: 6 }, (_, n) => [`198.19.${n}.1`, `198.19.${n}.2`] as const)

const replayedText =
  /^This form has already sent a message, so this one was not sent again\. If it is a new message, please press Send once more\. You can also call us/

for (const shared of [false, true]) {
  /**
   * Two instances of one build, as a deployment runs them, played straight at (with the proxy's
   * secret and each client's address, as nginx reports it), with the default limits: without
   * Redis each counts and records on its own; with one, they share it.
   */
  test.describe(`the contact reserve on two instances ${shared ? 'sharing one Redis' : 'without Redis'}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 })
    let redis: RedisServer | undefined
    let sites: Site[] = []

    test.beforeAll(async () => {
      test.setTimeout(150_000) // two server starts on a loaded machine
      if (shared) redis = await startRedis()
      sites = await startSites(2, { PROXY_SECRET, OUTBOX_DIR: 'outbox', ...(redis && { REDIS_URL: redis.url }) })
    })
    test.afterAll(async () => {
      await Promise.all(sites.map((site) => site.dispose()))
      await closeRedisConnections()
      await redis?.stop()
    })

    const post = (site: Site, address: string, body: Record<string, string>) =>
      fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(address) },
        body: JSON.stringify(body),
      })
    /** Runs `jobs`, 8 at a time, and says what each answered. */
    const statuses = async (jobs: (() => Promise<Response>)[]) => {
      const queue = jobs.map((job, index) => ({ job, index }))
      const answered: number[] = []
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const answer = await next.job()
          await answer.body?.cancel()
          answered[next.index] = answer.status
        }
      }
      await Promise.all(Array.from({ length: 8 }, worker))
      return answered
    }
    const count = (answered: number[], status: number) => answered.filter((answer) => answer === status).length

    test('a token replayed from many addresses carries one message; a visitor’s fresh token still gets through, with and without JavaScript', async ({
      browser,
    }) => {
      const [a, b] = sites as [Site, Site]
      // Visitors open the form first, from networks of their own: one with JavaScript, whose
      // form fetches its token as the visitor starts on it, and one without, who gets a token
      // only with the site's answers.
      const withScript = await browser.newContext({ extraHTTPHeaders: from('2001:db8:cafe:1::5') })
      const noScript = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: from('192.0.2.77') })
      try {
        const visitor = await withScript.newPage()
        await visitor.goto(`${a.url}/contact`)
        await fillContactForm(visitor)
        const plain = await noScript.newPage()
        await plain.goto(`${a.url}/contact`)
        await fillContactForm(plain)

        // 1. The open share, filled without a token: 90 at each instance, or 90 in all on Redis.
        const flood = floodNetworks.flatMap((address, n) =>
          Array.from({ length: 5 }, (_, k) => () => post((n * 5 + k) % 2 ? b : a, address, sampleMessage)),
        )
        const flooded = await statuses(flood)
        expect(count(flooded, 200)).toBe(shared ? OPEN_TO_ALL : 2 * OPEN_TO_ALL)
        expect(count(flooded, 429)).toBe(flood.length - count(flooded, 200))

        // 2. Six networks fetch one token each, wait past its 3 s, and send it 10 times from
        // two addresses, to both instances, all at once.
        const tokens = await Promise.all(
          replayNetworks.map(async ([first], n) => {
            const answer = await fetch(`${(n % 2 ? b : a).url}/contact/token`, { headers: from(first) })
            expect(answer.status).toBe(200)
            return ((await answer.json()) as { token: string }).token
          }),
        )
        await new Promise((resolve) => setTimeout(resolve, 3_300))
        const replays = replayNetworks.flatMap((addresses, n) =>
          Array.from({ length: 10 }, (_, k) => () => {
            const site = Math.floor(k / 2) % 2 ? b : a
            return post(site, addresses[k % 2]!, { ...sampleMessage, formToken: tokens[n]! })
          }),
        )
        const replayed = await Promise.all(replays.map((replay) => replay()))
        const answers = replayed.map((answer) => answer.status)
        await Promise.all(replayed.map((answer) => answer.body?.cancel()))
        // One message a token: in all with Redis; at each instance without, where it is recorded.
        const accepted = shared ? 6 : 12
        expect(count(answers, 200)).toBe(accepted)
        expect(count(answers, 409)).toBe(replays.length - accepted)

        // 3. A visitor without JavaScript meets the spent open share, keeps every word and gets a token
        // with the answer, with which it gets through; one with JavaScript sends with the token its
        // form fetched.
        await expectVisitorsGetThrough(plain, visitor)
      } finally {
        await withScript.close()
        await noScript.close()
      }

      // Each replay refusal was logged as one, never with whose it was.
      const logs = [...a.logs, ...b.logs].join('\n')
      expect(logs).toContain('"reason":"replayed"')
      for (const address of ['198.18.', '198.19.', '192.0.2.77', '2001:db8:cafe']) expect(logs).not.toContain(address)
    })

    /** Sets the form's hidden token to `token`, as a page posted a second time would carry it. */
    const carry = (page: Page, token: string) =>
      page.locator('input[name="formToken"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), token)

    for (const javaScriptEnabled of [true, false]) {
      test(`a form sent again with its spent token ${javaScriptEnabled ? 'with' : 'without'} JavaScript is told so, keeps every word, and sends with the token that comes back`, async ({
        browser,
      }) => {
        const [a] = sites as [Site]
        // A network of its own: the visitor, and what it sent before from another address.
        const network = javaScriptEnabled ? '198.18.200' : '198.18.201'
        const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: from(`${network}.1`) })
        try {
          const page = await context.newPage()
          await page.goto(`${a.url}/contact`)
          const token = await fetch(`${a.url}/contact/token`, { headers: from(`${network}.1`) })
          const spent = ((await token.json()) as { token: string }).token
          await new Promise((resolve) => setTimeout(resolve, 3_300))
          expect((await post(a, `${network}.2`, { ...sampleMessage, formToken: spent })).status).toBe(200)

          const other = { ...sampleMessage, messageSubject: 'The same question again' }
          await fillContactForm(page, other)
          if (javaScriptEnabled) await waitForValidToken(page)
          await carry(page, spent)
          await page.getByRole('button', { name: 'Send Message' }).click()
          await expect(formAlert(page)).toHaveText(replayedText)
          await expectFormKept(page, other)
          await expect(page.locator('input[name="formToken"]')).not.toHaveValue(spent)
          await waitForValidToken(page)
          await page.getByRole('button', { name: 'Send Message' }).click()
          await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
        } finally {
          await context.close()
        }
      })
    }

    test('/contact/token keeps to its budget: past it a 429 with Retry-After, never a 500', async () => {
      const [a, b] = sites as [Site, Site]
      // Five an hour a client (CONTACT_LIMIT_PER_CLIENT), ten a network: with Redis in all,
      // without at each instance.
      const fetchFrom = (site: Site, address: string) => () => fetch(`${site.url}/contact/token`, { headers: from(address) })
      const oneClient = await statuses(Array.from({ length: 6 }, () => fetchFrom(a, '203.0.113.1')))
      expect([count(oneClient, 200), count(oneClient, 429)]).toEqual([5, 1])
      const refused = await fetch(`${a.url}/contact/token`, { headers: from('203.0.113.1') })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('cache-control')).toBe('private, no-store')
      const seconds = Number(refused.headers.get('retry-after'))
      expect(seconds).toBeGreaterThan(3_500)
      expect(seconds).toBeLessThanOrEqual(3_600)
      // The rest of its /24: five more in all, from another instance too when they share Redis.
      const network = await statuses(Array.from({ length: 8 }, (_, n) => fetchFrom(shared ? b : a, `203.0.113.${n + 2}`)))
      expect(count(network, 200)).toBe(5)
      expect(count(network, 429)).toBe(3)
    })
  })
}
