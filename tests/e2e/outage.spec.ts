import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import happyCustomers from '@/lib/catalogue/demo/logos/happy-customer.json'
import { closeRedisConnections } from '@/lib/redis/client.mjs'
import { type Fault, type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { embedded, first } from '../support/catalogue'
import { startRedis, type RedisServer } from '../support/redis'
import { callWebhook, regenerationEnded, TEST_SECRET } from '../support/revalidate'
import { type Site, startSite } from '../support/site'

const fan = first(embedded.fan)
const everything = {
  categories: ['fan', 'light', 'solar', 'ac', 'frp', 'trading'],
  tags: ['logos:happy-customer', 'logos:channel-partner'],
}
/**
 * Short, so the time trigger comes within the test; long enough that a regenerated page is seen
 * fresh (HIT) before it is stale again on a loaded machine. Pages rebuilt during an outage live
 * CATALOGUE_RETRY_SECONDS, set the same.
 */
const REVALIDATE_SECONDS = 6

/**
 * The fan's name in the last good copies on instance B's own disk: an older answer than the one in
 * the shared Redis, as a container of an older image carries it. B shows it only if it reads its
 * disk before the shared copy.
 */
const OLDER_FAN_NAME = 'Technozen fan, as an older build named it'

/** A folder of last good copies: the build's, with the fan under its older name. */
function olderDiskCopies(): string {
  const built = path.resolve(__dirname, '../../.next/cache/catalogue')
  const dir = mkdtempSync(path.join(tmpdir(), 'older-catalogue-'))
  for (const file of readdirSync(built)) {
    writeFileSync(path.join(dir, file), readFileSync(path.join(built, file), 'utf8').replaceAll(fan.name, OLDER_FAN_NAME))
  }
  return dir
}

/** Pages whose content comes from upstream, and a text each shows when it has it. */
const pages = (fanName: string) => [
  { path: `/products/fan/${fan.slug}`, shows: fanName },
  { path: '/products/fan', shows: fanName },
  { path: '/products/all', shows: 'Suryarekha Electricals' },
  { path: '/', shows: first(happyCustomers).name },
]

type Topology = 'one instance' | 'several instances'
type Trigger = 'time' | 'webhook' | 'restart'
const faults: Fault[] = ['http-500', 'hang', 'malformed-json', 'refuse']
/** What each cell measured (per worker, written per topology): the slowest answer a visitor got while pages regenerated. */
const matrix: { topology: Topology; fault: Fault; trigger: Trigger; slowestMs: number; answers: number }[] = []

/**
 * Every cell of fault × topology × trigger: upstream fails in each way, pages regenerate by time,
 * by the webhook, or after every instance restarts, and every page keeps its last good content on
 * every instance. "Several" is two instances on Redis where B is a new container whose disk holds
 * older copies than the shared Redis (each start gives it those again), and the webhook reaches B:
 * B must show the shared copy.
 */
for (const topology of ['one instance', 'several instances'] as const) {
  test.describe(`an upstream outage, ${topology}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 })
    let durable: RedisServer | undefined
    let cache: RedisServer | undefined
    let upstream: FakeUpstream
    let sites: Site[] = []
    let fanName = fan.name

    const instance = (olderDisk: boolean) =>
      startSite({
        API_URL: upstream.url,
        API_TIMEOUT_MS: '300',
        CATALOGUE_RETRY_SECONDS: String(REVALIDATE_SECONDS),
        CATALOGUE_REVALIDATE_SECONDS: String(REVALIDATE_SECONDS),
        REVALIDATE_SECRET: TEST_SECRET,
        ...(durable && cache ? { REDIS_URL: durable.url, REDIS_CACHE_URL: cache.url } : {}),
        ...(olderDisk ? { CATALOGUE_CACHE_DIR: olderDiskCopies() } : {}),
      })
    /** Every instance at once, as a deployment starts them (each copies the build; their starts overlap). */
    const start = async () => {
      sites = topology === 'one instance' ? [await instance(false)] : await Promise.all([instance(false), instance(true)])
    }
    /** The instance the marketer's webhook reaches: the one with older disk copies when there are several. */
    const webhookTarget = () => sites.at(-1)!

    /**
     * Poll each page on each instance until it has been served stale or rendered anew (the
     * trigger took effect) and then served from the cache again; every answer on the way must show the content. With a shared cache,
     * one instance's regeneration is every instance's: the instance with older disk copies is
     * visited first, so that it is the one rendering the pages from its last good copies.
     */
    async function expectRegeneratedWith(name: string, cell?: Omit<(typeof matrix)[number], 'slowestMs' | 'answers'>) {
      let slowestMs = 0
      let answers = 0
      const stale = new Set<string>()
      for (const site of sites.toReversed()) {
        for (const { path: page, shows } of pages(name)) {
          await expect
            .poll(
              async () => {
                const started = Date.now()
                const response = await fetch(`${site.url}${page}`)
                const html = await response.text()
                slowestMs = Math.max(slowestMs, Date.now() - started)
                answers++
                expect(response.status, page).toBe(200)
                expect(html.includes(shows), `${page} on ${site.url} shows ${shows}`).toBe(true)
                // Stale, or missing where the shared cache drops what a tag invalidates.
                const cache = response.headers.get('x-nextjs-cache')
                if (cache === 'STALE' || cache === 'MISS') stale.add(page)
                return stale.has(page) ? cache : 'not regenerated yet'
              },
              { timeout: 20_000, intervals: [250], message: `${page} on ${site.url} regenerates` },
            )
            .toBe('HIT')
        }
      }
      if (cell) matrix.push({ ...cell, slowestMs, answers })
    }

    /**
     * Every page has been regenerated from upstream, with revalidation every few seconds. Each is
     * first served fresh, so no regeneration started before the webhook (the start's own visit
     * of a build older than its period) can finish after it and look newer than the webhook.
     */
    async function regenerateAll() {
      for (const site of sites) {
        for (const { path: page } of pages(fanName)) {
          await expect
            .poll(async () => (await fetch(`${site.url}${page}`)).headers.get('x-nextjs-cache'), { timeout: 20_000, intervals: [250] })
            .toBe('HIT')
        }
      }
      // Upstream answers: the webhook's instance renders every page again itself, then each is fresh.
      const since = webhookTarget().logs.length
      expect((await callWebhook(webhookTarget().url, everything)).status).toBe(200)
      await expect.poll(() => regenerationEnded(webhookTarget().logs, since), { timeout: 60_000 }).toBe(true)
      for (const site of sites) {
        for (const { path: page, shows } of pages(fanName)) {
          await expect
            .poll(
              async () => {
                const response = await fetch(`${site.url}${page}`)
                expect((await response.text()).includes(shows), `${page} shows ${shows}`).toBe(true)
                return response.headers.get('x-nextjs-cache')
              },
              { timeout: 20_000, intervals: [250] },
            )
            .toBe('HIT')
        }
      }
    }

    test.beforeAll(async () => {
      test.setTimeout(120_000) // server starts and every page regenerated once; hooks otherwise get the 30 s default
      if (topology === 'several instances') [durable, cache] = await Promise.all([startRedis(), startRedis()])
      upstream = await startUpstream()
      await start()
      await regenerateAll()
    })
    test.afterAll(async () => {
      await Promise.all(sites.map((site) => site.dispose()))
      await closeRedisConnections()
      await upstream?.close()
      await Promise.all([durable?.stop(), cache?.stop()])
      const dir = path.resolve(__dirname, '../../test-results')
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, `outage-matrix-${topology.replace(' ', '-')}.json`), JSON.stringify(matrix, null, 2))
    })

    for (const fault of faults) {
      test(`upstream failing (${fault}): pages keep their last good content, by time, by webhook and across a restart`, async () => {
        await upstream.setFault(fault)
        try {
          await test.step('time: once the revalidate period has passed, visits regenerate the pages', () =>
            expectRegeneratedWith(fanName, { topology, fault, trigger: 'time' }))
          await test.step('webhook, sent to the instance with older disk copies', async () => {
            const response = await callWebhook(webhookTarget().url, everything)
            expect(response.status).toBe(200)
            expect(await response.json()).toMatchObject({ upstream: 'down', revalidated: expect.arrayContaining(['products:fan']) })
            await expectRegeneratedWith(fanName, { topology, fault, trigger: 'webhook' })
          })
          await test.step('restart of every instance, then the webhook', async () => {
            await Promise.all(sites.map((site) => site.dispose()))
            await start()
            expect((await callWebhook(webhookTarget().url, everything)).status).toBe(200)
            await expectRegeneratedWith(fanName, { topology, fault, trigger: 'restart' })
          })
        } finally {
          await upstream.setFault('none')
        }
      })
    }

    test('after recovery, an edit shows everywhere', async () => {
      fanName = 'Technozen Edited After Outage'
      upstream.updateProduct(fan.slug, { name: fanName })
      const response = await callWebhook(webhookTarget().url, everything)
      expect(await response.json()).toMatchObject({ upstream: 'up' })
      for (const site of sites) {
        for (const { path: page } of pages(fanName).slice(0, 2)) {
          await expect
            .poll(async () => (await (await fetch(`${site.url}${page}`)).text()).includes(fanName), { timeout: 20_000 })
            .toBe(true)
        }
      }
    })
  })
}
