import { expect, test } from '@playwright/test'
import { productRoute } from '@/lib/navigation/routes'
import { embedded, first } from '../support/catalogue'
import { freePort } from '../support/ports'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

/**
 * The last good copies in use, as the metrics port reports them, through an upstream outage and
 * its end: a product page rebuilt from its copy during the outage, and not visited after, no
 * longer counts within a retry period of upstream answering again, so UpstreamFailing does not
 * meet a gauge stuck above 0 at the next blip.
 */
const RETRY_SECONDS = 3
const fan = first(embedded.fan)
let metricsUrl: string

const servers = siteOnUpstream({
  timeout: 120_000,
  env: (upstream) => ({
    API_URL: upstream.url,
    API_TIMEOUT_MS: '500',
    CATALOGUE_RETRY_SECONDS: String(RETRY_SECONDS),
    REVALIDATE_SECRET: TEST_SECRET,
    METRICS_PORT: metricsUrl.split(':').pop()!,
  }),
  beforeStart: async () => {
    metricsUrl = `http://127.0.0.1:${await freePort()}`
  },
})

type Gauges = { up: number; list: number; product: number; oldestAge: number }

async function gauges(): Promise<Gauges> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text()
  const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)
  return {
    up: value('site_upstream_up'),
    list: value('site_last_good_in_use{kind="list"}'),
    product: value('site_last_good_in_use{kind="product"}'),
    oldestAge: value('site_last_good_oldest_age_seconds'),
  }
}

test('the gauges count copies while upstream fails, and fall back to 0 once it answers again', async () => {
  const { site, upstream } = servers
  const page = `${site.url}${productRoute('fan', fan.slug)}`
  expect((await fetch(page)).status).toBe(200)
  await expect.poll(gauges).toMatchObject({ up: 1, list: 0, product: 0, oldestAge: 0 })

  await upstream.setFault('http-500')
  // The product's page marked stale: its next visit rebuilds it behind the visitor, from the copy.
  expect((await callWebhook(site.url, { slugs: [fan.slug] })).status).toBe(200)
  // Each line's list (the snapshot's retries) and the product are served from their copies.
  await expect
    .poll(
      async () => {
        await (await fetch(page)).arrayBuffer()
        const { up, list, product, oldestAge } = await gauges()
        return { up, lists: list >= 6, product, aged: oldestAge > 0 }
      },
      { timeout: 30_000 },
    )
    .toEqual({ up: 0, lists: true, product: 1, aged: true })

  await upstream.setFault('none')
  const recovered = Date.now()
  // Nobody visits the product again: its copy, no longer served, stops counting.
  await expect.poll(gauges, { timeout: 30_000, intervals: [250] }).toEqual({ up: 1, list: 0, product: 0, oldestAge: 0 })
  test.info().annotations.push({ type: 'back to 0', description: `${Date.now() - recovered} ms after upstream answered again` })
})
