import { expect, test } from '@playwright/test'
import { closeRedisConnections, redisClient } from '@/lib/redis/client.mjs'
import { embedded } from '../support/catalogue'
import { startRedis, type RedisServer } from '../support/redis'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'
import { type Site, startSite } from '../support/site'
import { added, storedFiles } from '../support/stored-files'

const fan = embedded.fan[0]!
const fanPath = `/products/fan/${fan.slug}`

const madeUp = (n: number) => [
  `/products/fan/made-up-${n}`,
  `/products/zzz-${n}/made-up`,
  `/products/trading/made-up-${n}`,
  `/products/fan/made-up-${n}/opengraph-image`,
]

test.describe('an unknown URL costs nothing lasting', () => {
  const servers = siteOnUpstream({
    timeout: 90_000,
    env: (upstream) => ({ API_URL: upstream.url, REVALIDATE_SECRET: TEST_SECRET }),
  })

  test('made-up products and lines get the 404 page; nothing is stored and upstream hears one list call', async ({ page }) => {
    await fetch(`${servers.site.url}${fanPath}`)
    const before = storedFiles(servers.site)
    servers.upstream.requests.length = 0
    const started = Date.now()

    for (let n = 0; n < 40; n++) {
      for (const url of madeUp(n)) {
        const response = await fetch(`${servers.site.url}${url}`, { headers: n % 2 ? { RSC: '1' } : {} })
        expect(response.status, url).toBe(404)
        await response.arrayBuffer()
      }
    }
    expect(added(before, storedFiles(servers.site))).toEqual([])
    // The line's list, read once to learn the slug is unknown, and at most once more every 10 s
    // (the proxy's recheck, lib/catalogue/known-products.ts) on a machine slow enough to need
    // that long for the 160 requests; never a product fetch.
    expect(servers.upstream.requests.filter((request) => request.includes('/api/product/fetch/'))).toEqual([])
    expect(servers.upstream.requests.length).toBeLessThanOrEqual(1 + Math.floor((Date.now() - started) / 10_000))

    await page.goto(`${servers.site.url}/products/fan/made-up-again`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('header')).toBeVisible()
  })

  test('a product added upstream after the build gets its page at once after the webhook', async () => {
    const newFan = { ...fan, _id: 'new-fan-1', slug: 'technozen-new-arrival-fan', name: 'Technozen New Arrival Fan' }
    expect((await fetch(`${servers.site.url}/products/fan/${newFan.slug}`)).status).toBe(404)

    servers.upstream.data.products.fan!.push(newFan)
    expect((await callWebhook(servers.site.url, { categories: ['fan'], slugs: [newFan.slug] })).status).toBe(200)
    const response = await fetch(`${servers.site.url}/products/fan/${newFan.slug}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(newFan.name)
  })

  test("a product's social image is made once and served from the page cache with a long lifetime", async () => {
    const first = await fetch(`${servers.site.url}${fanPath}/opengraph-image`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toMatch(/max-age=86400/)
    const body = Buffer.from(await first.arrayBuffer())
    for (let n = 0; n < 5; n++) {
      const again = await fetch(`${servers.site.url}${fanPath}/opengraph-image`)
      // From the cache: fresh, or stale while the webhook's edit regenerates it in the background.
      expect(again.headers.get('x-nextjs-cache')).toMatch(/^(HIT|STALE)$/)
      expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true)
    }
  })
})

test.describe('with Redis: pages in an evictable store, messages and limits in the durable one', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  let durable: RedisServer
  let cache: RedisServer
  let site: Site

  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine; hooks otherwise get the 30 s default
    ;[durable, cache] = await Promise.all([startRedis(), startRedis()])
    site = await startSite({ REDIS_URL: durable.url, REDIS_CACHE_URL: cache.url, OUTBOX_DIR: 'outbox' })
  })
  test.afterAll(async () => {
    await site?.dispose()
    await closeRedisConnections()
    await Promise.all([durable?.stop(), cache?.stop()])
  })

  test('each kind of data lands in its own store, and made-up URLs in neither', async () => {
    expect((await fetch(`${site.url}${fanPath}`)).status).toBe(200)
    const contact = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Please call.' }),
    })
    expect(contact.status).toBe(200)

    const keys = async (url: string) => (await (await redisClient(url)).keys('*')).sort()
    const cacheKeys = await keys(cache.url)
    const durableKeys = await keys(durable.url)
    expect(cacheKeys.some((key) => key.startsWith('arkvolt:cache:'))).toBe(true)
    expect(durableKeys.some((key) => key.startsWith('arkvolt:cache:'))).toBe(false)
    expect(durableKeys.some((key) => key.includes('outbox'))).toBe(true)
    expect(cacheKeys.some((key) => key.includes('outbox') || key.includes('limit'))).toBe(false)

    for (let n = 0; n < 20; n++) await (await fetch(`${site.url}/products/fan/made-up-${n}`)).arrayBuffer()
    const withoutNotFound = (list: string[]) => list.filter((key) => !key.includes('/_not-found'))
    expect(withoutNotFound(await keys(cache.url))).toEqual(withoutNotFound(cacheKeys))
  })
})
