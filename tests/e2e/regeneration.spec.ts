import { expect, test } from '@playwright/test'
import { productLabels } from '@/content/product-labels'
import { embedded } from '../support/catalogue'
import { callWebhook, regeneratedSince, regenerationEnded, TEST_SECRET } from '../support/revalidate'
import { instancesOnRedis } from '../support/servers'
import { type Site } from '../support/site'

/**
 * The webhook renders the pages it touches in the background: two `next start` instances of one
 * build on one Redis, the webhook called on A, visitors on B. Each test edits products of its own.
 */
test.describe('regeneration after the webhook', () => {
  const servers = instancesOnRedis({
    timeout: 90_000,
    startTimeout: 120_000,
    env: ({ redis, upstream }) => ({ API_URL: upstream.url, REDIS_URL: redis.url, REVALIDATE_SECRET: TEST_SECRET }),
  })

  const visit = async (site: Site, path: string) => {
    const response = await fetch(`${site.url}${path}`)
    return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
  }
  /** Until both instances serve the page from the shared cache, fresh. */
  const warm = async (path: string) => {
    for (const site of [servers.a, servers.b])
      await expect.poll(async () => (await visit(site, path)).cache, { timeout: 20_000 }).toBe('HIT')
  }
  /** Until A has logged the page as regenerated in the background, since its log had `since` lines. */
  const regeneratedOnA = (path: string, since: number) =>
    expect
      .poll(() => regeneratedSince(servers.a.logs, since).has(path), { timeout: 30_000, message: `${path} regenerated on A` })
      .toBe(true)
  const fetchesOf = (slug: string) => servers.upstream.requests.filter((request) => request === `GET /api/product/fetch/${slug}`).length

  test('the webhook renders the page by itself: the next visitor, on the other instance, gets the new page from the cache', async () => {
    const fan = embedded.fan[0]!
    const path = `/products/fan/${fan.slug}`
    await warm(path)
    servers.upstream.updateProduct(fan.slug, { name: 'Regenerated Aerobreeze' })
    const fetchesBefore = fetchesOf(fan.slug)
    const since = servers.a.logs.length

    const response = await callWebhook(servers.a.url, { slugs: [fan.slug] })
    expect(response.status).toBe(200)
    // The rename changes the fan list too (its card's name), so the line's pages follow; the
    // product named comes first.
    const answer = await response.json()
    expect(answer).toMatchObject({ revalidated: [`product:${fan.slug}`, 'products:fan'], upstream: 'up' })
    expect(answer.regenerating[0]).toBe(path)
    expect(answer.regenerating).toEqual(expect.arrayContaining(['/products/fan', '/products/all', '/sitemap.xml']))

    // No one visits: the page is rendered because of the call alone.
    await regeneratedOnA(path, since)
    await expect.poll(() => regenerationEnded(servers.a.logs, since), { timeout: 30_000 }).toBe(true)
    const fetchesByA = fetchesOf(fan.slug)
    expect(fetchesByA).toBeGreaterThan(fetchesBefore)
    const first = await visit(servers.b, path)
    expect(first.cache).toBe('HIT')
    expect(first.html.includes('Regenerated Aerobreeze'), 'B serves the new name').toBe(true)
    // Rendered on A for both instances: B asks upstream for nothing.
    expect(fetchesOf(fan.slug)).toBe(fetchesByA)
  })

  test('a visitor right after the webhook gets the cached page at once, never a render, and then the new one', async () => {
    const light = embedded.light[1]!
    await warm('/products/light')
    servers.upstream.updateProduct(light.slug, { name: 'Regenerated Slim Panel' })

    const response = await callWebhook(servers.a.url, { categories: ['light'] })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.revalidated).toEqual(['products:light'])
    expect(answer.regenerating).toEqual(expect.arrayContaining(['/products/light', '/brands', `/products/light/${light.slug}`]))

    for (const site of [servers.b, servers.a]) {
      const first = await visit(site, '/products/light')
      expect(first.status).toBe(200)
      expect(['HIT', 'STALE']).toContain(first.cache)
    }
    await expect
      .poll(async () => (await visit(servers.b, '/products/light')).html.includes('Regenerated Slim Panel'), { timeout: 30_000 })
      .toBe(true)
  })

  test('when upstream fails during the regeneration, the last good page stays', async () => {
    const solar = embedded.solar[1]!
    const path = `/products/solar/${solar.slug}`
    await warm(path)
    servers.upstream.updateProduct(solar.slug, { name: 'Never Shown Module' })
    // Only product answers fail: upstream still answers the webhook's probe, so the page is regenerated.
    await servers.upstream.setFault('http-500', '/api/product/fetch/')
    try {
      const since = servers.a.logs.length
      const response = await callWebhook(servers.a.url, { slugs: [solar.slug] })
      const answer = await response.json()
      expect(answer).toMatchObject({ upstream: 'up' })
      expect(answer.regenerating[0]).toBe(path)
      // Rendered again from the last good copies, and that page is the one served.
      await regeneratedOnA(path, since)
      const page = await visit(servers.b, path)
      expect(page.status).toBe(200)
      expect(page.html.includes(solar.name), 'the last good name').toBe(true)
      expect(page.html.includes('Module efficiency above 21%'), 'the last good description').toBe(true)
      expect(page.html.includes(productLabels.detail.unavailable), 'the "could not load" page').toBe(false)
      expect(page.html.includes('Never Shown Module'), 'the edit upstream could not send').toBe(false)
    } finally {
      await servers.upstream.setFault('none')
    }
  })
})
