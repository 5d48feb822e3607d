import { expect, test } from '@playwright/test'
import { RedisOutbox } from '@/lib/contact/outbox/redis-outbox'
import { redisClient } from '@/lib/redis/client.mjs'
import { embedded } from '../support/catalogue'
import { fillContactForm, sampleMessage } from '../support/contact'
import { callWebhook, regeneratedSince, TEST_SECRET } from '../support/revalidate'
import { instancesOnRedis } from '../support/servers'
import { type Site } from '../support/site'

const light = embedded.light[2]!
const PROXY_SECRET = 'test-secret-of-the-front-proxy'
const HEALTH_TOKEN = 'test-token-of-the-health-details'
const lightPath = `/products/light/${light.slug}`

/**
 * Two `next start` instances of one build sharing one Redis, as a campaign deployment runs them
 * behind a load balancer: one cache of pages, one outbox, one set of limits.
 */
test.describe('two instances on one Redis', () => {
  const servers = instancesOnRedis({
    timeout: 90_000,
    startTimeout: 90_000,
    env: ({ redis, upstream }) => ({
      API_URL: upstream.url,
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: TEST_SECRET,
      OUTBOX_DIR: 'outbox',
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
      CONTACT_LIMIT_PER_CLIENT: '3',
      PROXY_SECRET,
      HEALTH_TOKEN,
    }),
  })

  const html = async (site: Site, path: string) => (await fetch(`${site.url}${path}`)).text()
  const productFetches = () => servers.upstream.requests.filter((request) => request === `GET /api/product/fetch/${light.slug}`).length

  test("the build's pages are in the shared cache from the start, and the first client navigation to an unknown URL is a 404", async () => {
    // Served from the copy the servers made at start (stale once the build is older than a
    // page's revalidate period), never rendered on a first visit.
    for (const path of ['/products/ac', '/contact']) {
      expect(['HIT', 'STALE'], path).toContain((await fetch(`${servers.b.url}${path}`)).headers.get('x-nextjs-cache'))
    }
    const unknown = await fetch(`${servers.a.url}/products/no-such-line/no-such-product?_rsc=first`, { headers: { RSC: '1' } })
    expect(unknown.status).toBe(404)
  })

  test('a page stays in the shared cache until it is replaced, not for 1.5 × its revalidation time', async () => {
    const client = await redisClient(servers.redis.url)
    expect((await fetch(`${servers.a.url}${lightPath}`)).status).toBe(200)
    const [key] = await client.keys(`*$${lightPath}`)
    expect(key).toBeDefined()
    // The lists' revalidation time is 300 s here: the library's default would keep it 450 s.
    expect(await client.ttl(key!)).toBeGreaterThan(300 * 24 * 3600)
  })

  test('once Next has rendered the 404 page again itself, client navigations to unknown URLs are still 404s', async () => {
    // Gone from Redis (evicted, flushed): the next unknown URL makes Next render the page and
    // store it again, this time without a status of its own. The cache handler puts the 404 back
    // on reading (withNotFoundStatus); without it these navigations answer 200.
    const client = await redisClient(servers.redis.url)
    const copies = await client.keys('*$/_not-found')
    expect(copies).toHaveLength(1)
    await client.del(copies)
    expect((await fetch(`${servers.a.url}/products/no-such-line/rendered-again`)).status).toBe(404)
    await expect.poll(() => client.exists(copies[0]!)).toBe(1)

    for (const site of [servers.a, servers.b]) {
      const unknown = await fetch(`${site.url}/products/no-such-line/after-rerender?_rsc=again`, { headers: { RSC: '1' } })
      expect(unknown.headers.get('x-nextjs-cache')).toBe('HIT')
      expect(unknown.status).toBe(404)
    }
  })

  test('a revalidation sent to A shows the edit on B, rendered once for both', async () => {
    expect(await html(servers.a, lightPath)).toContain(light.name)
    expect(await html(servers.b, lightPath)).toContain(light.name)

    servers.upstream.updateProduct(light.slug, { name: 'Shared Cache Street Light' })
    const fetchesBefore = productFetches()
    const since = servers.a.logs.length
    const response = await callWebhook(servers.a.url, { slugs: [light.slug] })
    expect(response.status).toBe(200)

    // A renders the page again by itself, into the shared cache; B serves it without asking upstream.
    await expect.poll(() => regeneratedSince(servers.a.logs, since).has(lightPath), { timeout: 30_000 }).toBe(true)
    expect(await html(servers.b, lightPath)).toContain('Shared Cache Street Light')
    expect(await html(servers.a, lightPath)).toContain('Shared Cache Street Light')
    expect(productFetches() - fetchesBefore).toBe(1)
  })

  test("a message sent on A while upstream is down is delivered by B's worker, exactly once", async ({ page }) => {
    await servers.upstream.setFault('refuse')
    await page.goto(`${servers.a.url}/contact`)
    await fillContactForm(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('form [role="alert"]')).toHaveText('Your message has been sent successfully')

    // A goes away; the message waits in the shared outbox, not in A's folder.
    await servers.a.stop()
    const shared = new RedisOutbox(() => redisClient(servers.redis.url))
    const waiting = await shared.list()
    expect(waiting.map((entry) => entry.message)).toEqual([sampleMessage])

    await servers.upstream.setFault('none')
    await expect.poll(() => servers.upstream.inbox.length, { timeout: 30_000 }).toBe(1)
    expect(servers.upstream.inbox[0]).toEqual(sampleMessage)
    await expect.poll(async () => (await shared.list()).length).toBe(0)
    // Still exactly one delivery after more rounds of B's worker: a message accepted now is due at
    // once, so by the time it has been delivered and the shared outbox is empty again, any copy
    // of the first that was due, or left behind to be retried, has been sent too.
    const marker = { ...sampleMessage, messageSubject: 'Sent after the first was delivered' }
    const accepted = await fetch(`${servers.b.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(marker),
    })
    expect(accepted.status).toBe(200)
    await expect.poll(() => servers.upstream.inbox.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(async () => (await shared.list()).length).toBe(0)
    expect(servers.upstream.inbox).toEqual([sampleMessage, marker])
    await servers.a.restart()
  })

  test('the per-client limit holds across instances', async () => {
    const send = (site: Site) =>
      fetch(`${site.url}/api/contact`, {
        method: 'POST',
        // As the deployment's proxy sends it: only then is the address believed.
        headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.77', 'x-proxy-secret': PROXY_SECRET },
        body: JSON.stringify(sampleMessage),
      })
    const statuses = []
    for (const site of [servers.a, servers.b, servers.a, servers.b]) statuses.push((await send(site)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  test('the health endpoint tells anyone its status, and the token holder upstream and Redis without naming them', async () => {
    const health = (token?: string) => fetch(`${servers.b.url}/api/health`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    const anonymous = await health()
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('cache-control')).toContain('no-store')
    expect(await anonymous.text()).toBe('{"status":"ok"}')
    expect(await (await health(`${HEALTH_TOKEN}x`)).text()).toBe('{"status":"ok"}')

    // What the outbox holds, against the default limits of each store.
    const emptyEnough = {
      messages: expect.any(Number),
      bytes: expect.any(Number),
      limits: { messages: 5000, bytes: 32 * 1024 * 1024 },
      full: false,
    }
    const detailed = await (await health(HEALTH_TOKEN)).text()
    expect(JSON.parse(detailed)).toEqual(
      expect.objectContaining({ status: 'ok', upstream: 'up', redis: 'up', outbox: expect.objectContaining(emptyEnough) }),
    )
    expect(detailed).not.toContain('127.0.0.1')

    await servers.redis.stop()
    await expect.poll(async () => (await (await health(HEALTH_TOKEN)).json()).redis, { timeout: 10_000 }).toBe('down')
    expect(await (await health()).json()).toEqual({ status: 'degraded' })
    // Pages are still served while Redis is away.
    expect(await html(servers.b, '/products/light')).toContain(embedded.light[0]!.name)
  })
})
