import { expect, test } from '@playwright/test'
import { embedded } from '../support/catalogue'
import { callWebhook as webhook, regeneratedSince, TEST_SECRET as SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'
import { startSite } from '../support/site'

/** Each test edits a fan of its own, so they share one server without seeing each other's edits. */
const fanPath = (fan: (typeof embedded.fan)[number]) => `/products/fan/${fan.slug}`

/** The marketers' flow against `next start` and the fake upstream: edit, call the webhook, see it. */
test.describe('on-demand revalidation', () => {
  const servers = siteOnUpstream({
    timeout: 90_000,
    // Catalogue data trusted for an hour: only the webhook, never time, refreshes it during the tests.
    env: (upstream) => ({
      API_URL: upstream.url,
      REVALIDATE_SECRET: SECRET,
      CATALOGUE_RETRY_SECONDS: '2',
      CATALOGUE_REVALIDATE_SECONDS: '3600',
    }),
  })

  const callWebhook = (body: unknown, secret = SECRET) => webhook(servers.site.url, body, secret)
  const pageText = async (path: string) => {
    const response = await fetch(`${servers.site.url}${path}`)
    return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
  }
  /** Visit until the page is served fresh from the cache: the build may be older than its revalidate period. */
  const warm = async (path: string) => {
    await expect.poll(async () => (await pageText(path)).cache, { timeout: 15_000 }).toBe('HIT')
  }
  /** Once the server has logged `path` as regenerated in the background, since its log had `since` lines. */
  const regenerated = (path: string, since: number) =>
    expect.poll(() => regeneratedSince(servers.site.logs, since).has(path), { timeout: 30_000 }).toBe(true)
  /** How often upstream has been asked for one product since the server started. */
  const fetchesOf = (slug: string) => servers.upstream.requests.filter((request) => request === `GET /api/product/fetch/${slug}`).length

  test('an edited fan shows on its page and the fan landing within seconds; other lines are left alone', async () => {
    const fan = embedded.fan[1]!
    await warm('/products/light')
    // Warmed before the edit: a build older than the revalidate period would otherwise pick it up by time.
    await warm(fanPath(fan))
    await warm('/products/fan')
    const lightFetches = () =>
      servers.upstream.requests.filter((request) => embedded.light.some((light) => request === `GET /api/product/fetch/${light.slug}`))
    const lightFetchesBefore = lightFetches().length
    servers.upstream.updateProduct(fan.slug, { name: 'Renamed Breeze Fan' })
    expect((await pageText(fanPath(fan))).html.includes('Renamed Breeze Fan')).toBe(false)

    const response = await callWebhook({ categories: ['fan'], slugs: [fan.slug] })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer).toMatchObject({
      revalidated: ['products:fan', `product:${fan.slug}`],
      regenerating: expect.arrayContaining([fanPath(fan), '/products/fan']),
      upstream: 'up',
    })
    expect(answer.regenerating.filter((path: string) => path.startsWith('/products/light'))).toEqual([])

    await expect.poll(async () => (await pageText(fanPath(fan))).html, { timeout: 30_000 }).toContain('Renamed Breeze Fan')
    await expect.poll(async () => (await pageText('/products/fan')).html, { timeout: 30_000 }).toContain('Renamed Breeze Fan')

    // The light pages were not touched: the landing is still served from the cache, and no light
    // product was asked for. (/brands, which lists light products beside the fans, is regenerated.)
    expect((await pageText('/products/light')).cache).toBe('HIT')
    expect(lightFetches()).toHaveLength(lightFetchesBefore)
  })

  test('a wrong or missing secret gets 401 and changes nothing', async () => {
    const fan = embedded.fan[2]!
    await warm(fanPath(fan))
    await warm('/products/light')
    servers.upstream.updateProduct(fan.slug, { name: 'Unauthorised Edit' })
    const fetchesBefore = fetchesOf(fan.slug)
    for (const secret of ['wrong-secret-wrong-secret', '']) {
      const response = await callWebhook({ categories: ['fan'], slugs: [fan.slug] }, secret)
      expect(response.status).toBe(401)
      expect(await response.json()).toHaveProperty('error')
    }
    // A call with the secret, for a logo list, sent after them: once it has taken effect (its
    // page is regenerated), whatever the refused calls would have done has taken effect too. (A
    // call naming products would reload the catalogue snapshot, which finds the fan's edit.)
    const since = servers.site.logs.length
    expect((await callWebhook({ tags: ['logos:channel-partner'] })).status).toBe(200)
    await regenerated('/products/all', since)
    const page = await pageText(fanPath(fan))
    expect(page.cache).toBe('HIT')
    expect(page.html).not.toContain('Unauthorised Edit')
    expect(fetchesOf(fan.slug)).toBe(fetchesBefore)
  })

  test('bad bodies and other methods get a clear 4xx', async () => {
    expect((await callWebhook({ categories: ['cars'] })).status).toBe(400)
    expect((await callWebhook({})).status).toBe(400)
    const notJson = await fetch(`${servers.site.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-revalidate-secret': SECRET },
      body: 'fan',
    })
    expect(notJson.status).toBe(415)
    const get = await fetch(`${servers.site.url}/api/revalidate`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })

  test('when upstream fails after the call, the page keeps answering 200 with its last good content', async () => {
    const fan = embedded.fan[3]!
    servers.upstream.updateProduct(fan.slug, { name: 'Edited During Outage' })
    await servers.upstream.setFault('http-500')
    try {
      const fetchesBefore = fetchesOf(fan.slug)
      expect((await callWebhook({ categories: ['fan'], slugs: [fan.slug] })).status).toBe(200)
      // Every answer keeps the last good content, until a regeneration that met the failure (both
      // of its attempts answered 500) has finished and its page is the one served.
      await expect
        .poll(
          async () => {
            const page = await pageText(fanPath(fan))
            expect(page.status).toBe(200)
            expect(page.html).toContain(fan.name)
            return fetchesOf(fan.slug) - fetchesBefore >= 2 && page.cache === 'HIT'
          },
          { timeout: 20_000, intervals: [250] },
        )
        .toBe(true)
    } finally {
      await servers.upstream.setFault('none')
    }
    // Once upstream is back, the page built during the outage is short-lived and catches up.
    await expect.poll(async () => (await pageText(fanPath(fan))).html, { timeout: 30_000 }).toContain('Edited During Outage')
  })
})

test.describe('with no secret configured', () => {
  test('the webhook refuses every call', async () => {
    const site = await startSite({})
    try {
      const response = await fetch(`${site.url}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'anything-at-all-anything' },
        body: JSON.stringify({ categories: ['fan'] }),
      })
      expect(response.status).toBe(401)
    } finally {
      await site.dispose()
    }
  })
})
