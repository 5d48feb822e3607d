import { expect, test } from '@playwright/test'
import { type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { embedded, first } from '../support/catalogue'
import { sampleMessage } from '../support/contact'
import { type ProxyNginx, startNginx, startSiteBehindNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import { missingPrograms, type Running, startNginxExporter, startPrometheus, startRedisExporter } from '../support/prometheus'
import { type RedisServer, startRedis } from '../support/redis'
import { staleEverything, TEST_SECRET } from '../support/revalidate'
import type { Site } from '../support/site'

/**
 * The shipped Prometheus configuration and alert rules (deploy/prometheus/) watching the
 * deployment as compose runs it, every part real and on this machine: two instances behind
 * nginx, both Redis servers, the fake upstream, Debian's exporters and Prometheus. Each step
 * breaks one thing an operator must hear about and reads what Prometheus says through its API,
 * while visitors keep getting pages.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const productPage = `/products/fan/${first(embedded.fan).slug}`
/** What visitors ask nginx for while things break: the home page, landings, a product, a list. */
const visited = ['/', '/products/fan', productPage, '/products/light', '/products/all']
/** The page of each template the browser visits. */
const browsed = { '/': '/', '/products/[category]': '/products/fan', '/products/[category]/[slug]': productPage }
/** Scrapes and rule evaluations come every second (support/prometheus.ts): a change shows in a few. */
const poll = { timeout: 30_000, intervals: [500] }

let upstream: FakeUpstream | undefined
let durable: RedisServer | undefined
let cache: RedisServer | undefined
let sites: Site[] = []
let nginx: ProxyNginx | undefined
let exporters: Running[] = []
let prometheus: Awaited<ReturnType<typeof startPrometheus>> | undefined
/** Prometheus's `instance` of each site target (its METRICS_PORT) and of the nginx exporter. */
let siteInstances: string[] = []
let nginxInstance = ''

test.beforeAll(async () => {
  test.setTimeout(90_000) // two server starts on a loaded machine; hooks otherwise get the 30 s default
  expect(missingPrograms(), 'programs scripts/test-setup.sh installs').toEqual([])
  ;[durable, cache] = await Promise.all([startRedis(), startRedis()])
  upstream = await startUpstream()
  const metricsPorts = [await freePort(), await freePort()]
  siteInstances = metricsPorts.map((port) => `127.0.0.1:${port}`)
  const env = {
    API_URL: upstream.url,
    API_TIMEOUT_MS: '500',
    REDIS_URL: durable.url,
    REDIS_CACHE_URL: cache.url,
    REVALIDATE_SECRET: TEST_SECRET,
    // Seconds rather than minutes, so pages regenerate and messages are retried within a step.
    CATALOGUE_REVALIDATE_SECONDS: '2',
    CATALOGUE_RETRY_SECONDS: '2',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_DIR: 'outbox',
  }
  const started = await Promise.allSettled(metricsPorts.map((port) => startSiteBehindNginx({ ...env, METRICS_PORT: String(port) })))
  sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  for (const result of started) if (result.status === 'rejected') throw result.reason
  nginx = await startNginx(sites.map((site) => site.url))
  exporters = await Promise.all([startNginxExporter(nginx.statusUrl), startRedisExporter()])
  const [nginxExporter, redisExporter] = exporters.map((exporter) => new URL(exporter.url).host) as [string, string]
  nginxInstance = nginxExporter
  prometheus = await startPrometheus({
    sites: siteInstances as [string, string],
    nginxExporter,
    redisExporter,
    durable: durable.url,
    cache: cache.url,
  })
})

test.afterAll(async () => {
  await prometheus?.stop()
  await Promise.all(exporters.map((exporter) => exporter.stop()))
  await nginx?.stop()
  await Promise.all(sites.map((site) => site.dispose()))
  await upstream?.close()
  await Promise.all([durable?.stop(), cache?.stop()])
})

/** Answers other than 200 that visitors got, as `path: status`. */
const failedAnswers: string[] = []
/** Visitors ask nginx for every page once more. */
async function visitPages() {
  for (const path of visited) {
    const response = await fetch(`${nginx!.url}${path}`)
    await response.arrayBuffer()
    if (response.status !== 200) failedAnswers.push(`${path}: ${response.status}`)
  }
}

/** An instant query's samples, as value by the label that tells them apart. */
async function series(expr: string, by = 'instance'): Promise<Record<string, number>> {
  const samples = await prometheus!.api.query(expr)
  return Object.fromEntries(samples.map(({ labels, value }) => [labels[by] ?? '', value]))
}
const eachSite = (value: number) => Object.fromEntries(siteInstances.map((instance) => [instance, value]))

test('Prometheus scrapes every part, and the shipped alerts fire as parts fail', async ({ browser }) => {
  const api = prometheus!.api

  await test.step('every target is up: both instances, the nginx exporter, both Redis servers', async () => {
    const up = [
      ...siteInstances.map((instance) => `site ${instance} up`),
      `nginx ${nginxInstance} up`,
      'redis redis up',
      'redis redis-cache up',
    ]
    await expect.poll(() => api.targets(), poll).toEqual(up.sort())
    // The exporter reads nginx's stub_status, not only answers itself.
    await expect.poll(() => series('nginx_up', 'job'), poll).toEqual({ nginx: 1 })
  })

  await test.step('upstream stopped: UpstreamFailing fires while pages, built from last good copies, answer 200', async () => {
    const port = Number(new URL(upstream!.url).port)
    await upstream!.close()
    // Every page stale on both instances (the marks are shared in Redis): visits regenerate them.
    await staleEverything(sites[0]!.url)
    await expect
      .poll(async () => {
        await visitPages()
        return (await api.firing('UpstreamFailing')).length
      }, poll)
      .toBeGreaterThan(0)
    expect(failedAnswers).toEqual([])
    upstream = await startUpstream({ port })
  })

  await test.step('a contact message upstream refuses: its age grows and ContactMessageStuck fires', async () => {
    await upstream!.setFault('http-500', '/api/inbox')
    expect(await series('max(site_outbox_oldest_message_age_seconds)', '')).toEqual({ '': 0 })
    const response = await fetch(`${nginx!.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sampleMessage),
    })
    expect(response.status).toBe(200)
    await expect.poll(async () => (await series('max(site_outbox_oldest_message_age_seconds)', ''))[''], poll).toBeGreaterThan(5)
    await expect.poll(async () => (await api.firing('ContactMessageStuck')).length, poll).toBe(1)
    // Stuck because upstream refused it, not because nobody tried.
    expect(upstream!.calls.inbox).toBeGreaterThan(0)
    expect(upstream!.inbox).toEqual([])
    await upstream!.setFault('none')
  })

  await test.step('cache Redis stopped: both views say it is down, instances fall back, RedisDown fires, pages answer 200', async () => {
    await cache!.stop()
    await expect
      .poll(async () => {
        await visitPages()
        return {
          exporter: await series('redis_up{job="redis"}', 'server'),
          instances: await series('site_redis_up{server="cache"}'),
          fallback: await series('site_redis_fallback_active{server="cache"}'),
          alerts: (await api.firing('RedisDown')).map((labels) => labels.server),
        }
      }, poll)
      .toEqual({ exporter: { durable: 1, cache: 0 }, instances: eachSite(0), fallback: eachSite(1), alerts: ['cache'] })
    expect(failedAnswers).toEqual([])
  })

  await test.step('a real browser visits three pages through nginx and leaves each: the vitals count one view each', async () => {
    // No hero video: the page then goes quiet once its lazy code (the vitals reporter's too) is in.
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const path of Object.values(browsed)) await page.goto(`${nginx!.url}${path}`, { waitUntil: 'networkidle' })
    await page.goto('about:blank') // leaving the last page, as the others were left
    await context.close()
    const oneEach = Object.fromEntries(Object.keys(browsed).map((template) => [template, 1]))
    for (const metric of ['ttfb', 'fcp']) {
      await expect.poll(() => series(`sum by (template) (site_web_vitals_${metric}_seconds_count)`, 'template'), poll).toEqual(oneEach)
    }
  })
})
