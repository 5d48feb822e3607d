import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { closeRedisConnections } from '@/lib/redis/client'
import happyCustomers from '@/content/catalogue/logos/happy-customer.json'
import { type Fault, type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { embedded, first } from '../support/catalogue'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { startRedis, type RedisServer } from '../support/redis'
import { type Site, startSite } from '../support/site'

const fan = first(embedded.fan)
const everything = { categories: ['fan', 'light', 'solar', 'ac', 'frp', 'trading'], tags: ['logos:happy-customer', 'logos:channel-partner'] }

/** Pages whose content comes from upstream, and a text each shows when it has it. */
const pages = (fanName: string) => [
  { path: `/products/fan/${fan.slug}`, shows: fanName },
  { path: '/products/fan', shows: fanName },
  { path: '/products/all', shows: 'Suryarekha Electricals' },
  { path: '/', shows: first(happyCustomers).name },
]

/**
 * Two instances of one build sharing Redis, as deployed: A has read upstream, B is a fresh
 * container with nothing on its disk. Upstream fails in each way while a webhook reaches B:
 * both keep every page's last good content, even once their pages have regenerated.
 */
test.describe('an upstream outage on several instances', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let durable: RedisServer
  let cache: RedisServer
  let upstream: FakeUpstream
  let a: Site
  let b: Site

  const instance = () =>
    startSite({
      API_URL: upstream.url,
      API_TIMEOUT_MS: '1000',
      CATALOGUE_RETRY_SECONDS: '1',
      REDIS_URL: durable.url,
      REDIS_CACHE_URL: cache.url,
      REVALIDATE_SECRET: TEST_SECRET,
      // A fresh container: no copy of its own of anything upstream said.
      CATALOGUE_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'empty-catalogue-')),
    })

  /** Every page regenerates after the webhook: poll each until a regenerated copy is served. */
  async function expectRegeneratedWith(site: Site, fanName: string) {
    for (const { path: page, shows } of pages(fanName)) {
      await expect
        .poll(
          async () => {
            const response = await fetch(`${site.url}${page}`)
            const html = await response.text()
            expect(response.status, page).toBe(200)
            expect(html, `${page} on ${site.url}`).toContain(shows)
            return response.headers.get('x-nextjs-cache')
          },
          { timeout: 20_000, intervals: [250] },
        )
        .toBe('HIT')
    }
  }

  test.beforeAll(async () => {
    ;[durable, cache] = await Promise.all([startRedis(), startRedis()])
    upstream = await startUpstream()
    a = await instance()
    expect((await callWebhook(a.url, everything)).status).toBe(200)
    await expectRegeneratedWith(a, fan.name)
    b = await instance()
  })
  test.afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()])
    await closeRedisConnections()
    await upstream?.close()
    await Promise.all([durable?.stop(), cache?.stop()])
  })

  const faults: Fault[] = ['http-500', 'hang', 'malformed-json', 'refuse']
  for (const fault of faults) {
    test(`upstream failing (${fault}): a webhook reaching the fresh instance empties no page on either`, async () => {
      await upstream.setFault(fault)
      try {
        const response = await callWebhook(b.url, everything)
        expect(response.status).toBe(200)
        expect(await response.json()).toMatchObject({ upstream: 'down', revalidated: expect.arrayContaining(['products:fan']) })
        await expectRegeneratedWith(b, fan.name)
        await expectRegeneratedWith(a, fan.name)
      } finally {
        await upstream.setFault('none')
      }
    })
  }

  test('after recovery, the edit shows on both', async () => {
    upstream.updateProduct(fan.slug, { name: 'Technozen Edited After Outage' })
    const response = await callWebhook(b.url, everything)
    expect(await response.json()).toMatchObject({ upstream: 'up' })
    for (const site of [a, b]) {
      await expect.poll(async () => (await fetch(`${site.url}/products/fan/${fan.slug}`)).text(), { timeout: 20_000 }).toContain('Technozen Edited After Outage')
    }
  })

  test('every instance restarting during an outage still serves the last good content', async () => {
    await upstream.setFault('http-500')
    await Promise.all([a.dispose(), b.dispose()])
    ;[a, b] = await Promise.all([instance(), instance()])
    expect((await callWebhook(a.url, everything)).status).toBe(200)
    await expectRegeneratedWith(a, 'Technozen Edited After Outage')
    await expectRegeneratedWith(b, 'Technozen Edited After Outage')
  })
})
