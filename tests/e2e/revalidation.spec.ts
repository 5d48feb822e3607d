import { expect, test } from '@playwright/test'
import { type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { embedded } from '../support/catalogue'
import { callWebhook as webhook, TEST_SECRET as SECRET } from '../support/revalidate'
import { type Site, startSite } from '../support/site'
const fan = embedded.fan[1]!
const fanPath = `/products/fan/${fan.slug}`

/** The marketers' flow against `next start` and the fake upstream: edit, call the webhook, see it. */
test.describe('on-demand revalidation', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  let upstream: FakeUpstream
  let site: Site

  test.beforeEach(async () => {
    upstream = await startUpstream()
    site = await startSite({ API_URL: upstream.url, REVALIDATE_SECRET: SECRET, CATALOGUE_RETRY_SECONDS: '2' })
  })
  test.afterEach(async () => {
    await site.dispose()
    await upstream.close()
  })

  const callWebhook = (body: unknown, secret = SECRET) => webhook(site.url, body, secret)
  const pageText = async (path: string) => {
    const response = await fetch(`${site.url}${path}`)
    return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
  }
  /** Visit until the page is served fresh from the cache: the build may be older than its revalidate period. */
  const warm = async (path: string) => {
    await expect.poll(async () => (await pageText(path)).cache, { timeout: 15_000 }).toBe('HIT')
  }

  test('an edited fan shows on its page and the fan landing within seconds; other lines are left alone', async () => {
    await warm('/products/light')
    // Warmed before the edit: a build older than the revalidate period would otherwise pick it up by time.
    await warm(fanPath)
    await warm('/products/fan')
    const lightRequests = upstream.requests.filter((request) => request.includes('/light')).length
    upstream.updateProduct(fan.slug, { name: 'Renamed Breeze Fan' })
    expect((await pageText(fanPath)).html.includes('Renamed Breeze Fan')).toBe(false)

    const response = await callWebhook({ categories: ['fan'], slugs: [fan.slug] })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ revalidated: ['products:fan', `product:${fan.slug}`] })

    await expect.poll(async () => (await pageText(fanPath)).html, { timeout: 15_000 }).toContain('Renamed Breeze Fan')
    await expect.poll(async () => (await pageText('/products/fan')).html, { timeout: 15_000 }).toContain('Renamed Breeze Fan')

    // The light page was not touched: still served from the cache, and upstream was not asked for lights again.
    expect((await pageText('/products/light')).cache).toBe('HIT')
    expect(upstream.requests.filter((request) => request.includes('/light'))).toHaveLength(lightRequests)
  })

  test('a wrong or missing secret gets 401 and changes nothing', async () => {
    await warm(fanPath)
    upstream.updateProduct(fan.slug, { name: 'Unauthorised Edit' })
    for (const secret of ['wrong-secret-wrong-secret', '']) {
      const response = await callWebhook({ categories: ['fan'] }, secret)
      expect(response.status).toBe(401)
      expect(await response.json()).toHaveProperty('error')
    }
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const page = await pageText(fanPath)
    expect(page.cache).toBe('HIT')
    expect(page.html).not.toContain('Unauthorised Edit')
  })

  test('bad bodies and other methods get a clear 4xx', async () => {
    expect((await callWebhook({ categories: ['cars'] })).status).toBe(400)
    expect((await callWebhook({})).status).toBe(400)
    const notJson = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-revalidate-secret': SECRET },
      body: 'fan',
    })
    expect(notJson.status).toBe(415)
    const get = await fetch(`${site.url}/api/revalidate`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })

  test('when upstream fails after the call, the page keeps answering 200 with its last good content', async () => {
    upstream.updateProduct(fan.slug, { name: 'Edited During Outage' })
    await upstream.setFault('http-500')
    expect((await callWebhook({ categories: ['fan'], slugs: [fan.slug] })).status).toBe(200)
    for (let visit = 0; visit < 8; visit++) {
      const page = await pageText(fanPath)
      expect(page.status).toBe(200)
      expect(page.html).toContain(fan.name)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // Once upstream is back, the page built during the outage is short-lived and catches up.
    await upstream.setFault('none')
    await expect.poll(async () => (await pageText(fanPath)).html, { timeout: 30_000 }).toContain('Edited During Outage')
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
