import { chromium } from '@playwright/test'
import { parseArgs } from 'node:util'
import { chromiumLaunchOptions } from '../tests/support/chromium'
import { embedded } from '../tests/support/catalogue'
import { behindNginx, startNginx } from '../tests/support/nginx'
import { freePort } from '../tests/support/ports'
import { startSite } from '../tests/support/site'

/**
 * Field data from the lab: phones visiting the site through nginx, each a first visit from a
 * network of its own, in a Chromium slowed as Lighthouse's phone is (devtools throttling: 562.5 ms
 * a round trip, 1.6 Mbit/s down, a CPU four times slower), each writing its Web Vitals beacon as
 * it is left, which the bench posts through nginx as that visit's client. Then the site's own LCP
 * histogram, read from its /metrics, gives each template's p75 on phones, as an operator's
 * dashboard would, beside the p75 of the beacons' own values. Run on the build in .next:
 *
 *   npx tsx bench/field-vitals.ts --visits 12
 */
const { values } = parseArgs({ options: { visits: { type: 'string', default: '12' } } })
const visits = Number(values.visits)

const templates = {
  '/': '/',
  '/products/all': '/products/all',
  '/products/[category]': '/products/light',
  '/products/[category]/[slug]': `/products/fan/${embedded.fan[0]!.slug}`,
}
const CLIENT_HEADER = 'X-Bench-Client'

/** The `quantile` of a Prometheus histogram's cumulative buckets, interpolated within its bucket as histogram_quantile does. */
function quantile(quantile: number, buckets: { le: number; count: number }[]): number {
  const total = buckets.at(-1)?.count ?? 0
  const rank = quantile * total
  let previous = { le: 0, count: 0 }
  for (const bucket of buckets) {
    if (bucket.count >= rank) {
      if (!Number.isFinite(bucket.le)) return previous.le
      return previous.le + ((bucket.le - previous.le) * (rank - previous.count)) / Math.max(bucket.count - previous.count, 1)
    }
    previous = bucket
  }
  return Number.NaN
}

function lcpBuckets(metrics: string, template: string) {
  const byLe = new Map<number, number>()
  const series = (line: string) =>
    line.startsWith('site_web_vitals_lcp_seconds_bucket{') && line.includes(`template="${template}"`) && line.includes('device="phone"')
  for (const line of metrics.split('\n').filter(series)) {
    const le = /le="([^"]+)"/.exec(line)?.[1] ?? ''
    const value = Number(line.split(' ').at(-1))
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le)
    byLe.set(bound, (byLe.get(bound) ?? 0) + value)
  }
  return [...byLe].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le)
}

async function main() {
  const metricsPort = await freePort()
  const site = await startSite({ ...behindNginx, METRICS_PORT: String(metricsPort) })
  const nginx = await startNginx([site.url], { trustedProxies: ['127.0.0.1'], clientHeader: CLIENT_HEADER })
  const { executablePath, args } = chromiumLaunchOptions()
  const browser = await chromium.launch({ executablePath, args })
  let missed = 0
  // Each visit's LCP as its beacon gave it, to read beside the histogram's coarser buckets.
  const reported = new Map<string, number[]>()
  try {
    for (let visit = 0; visit < visits; visit++) {
      for (const path of Object.values(templates)) {
        // A network of its own for every visit: the receiver counts one sample per client and template.
        const client = `10.${Object.values(templates).indexOf(path) + 1}.${visit}.7`
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          extraHTTPHeaders: { [CLIENT_HEADER]: client },
        })
        const page = await context.newPage()
        // The beacon the page sends as it is left, kept in the tab's session storage and not sent:
        // a beacon sent while a page unloads goes without the context's extra headers, so the
        // receiver would count every visit as 127.0.0.1's, once a template. The bench sends it.
        await page.addInitScript(() => {
          navigator.sendBeacon = (url, data) => {
            sessionStorage.setItem('beacon', JSON.stringify({ url: String(url), data: String(data) }))
            return true
          }
        })
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 562.5,
          downloadThroughput: (1474.56 * 1024) / 8,
          uploadThroughput: (675 * 1024) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(`${nginx.url}${path}`, { waitUntil: 'load', timeout: 60_000 })
        // The reporter's code is fetched after the load event and an idle moment; once the network
        // is quiet it has run.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })))
        // The home page's video may keep the network busy past it: then the reporter has had its time.
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
        // Leaving for another address of the site hides the page, which writes its beacon; the
        // tab's session storage is read there. Chromium's CPU throttling costs a tenth of a core
        // for as long as a context lives, so each is closed at once.
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        await page.goto(`${nginx.url}/robots.txt`)
        const beacon = await page.evaluate(() => sessionStorage.getItem('beacon'))
        await context.close()
        if (!beacon) {
          missed++
          continue
        }
        const { url, data } = JSON.parse(beacon) as { url: string; data: string }
        const answer = await fetch(new URL(url, nginx.url), {
          method: 'POST',
          body: data,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', [CLIENT_HEADER]: client },
        })
        if (answer.status !== 204) throw new Error(`${url} answered ${answer.status} to ${client}`)
        const lcp = (JSON.parse(data) as { metrics: { LCP?: number } }).metrics.LCP
        if (lcp !== undefined) reported.set(path, [...(reported.get(path) ?? []), lcp])
      }
    }
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    const counted = metrics
      .split('\n')
      .filter((line) => line.startsWith('site_web_vitals_lcp_seconds_count{') && line.includes('device="phone"'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)
    console.log(`${counted} phone samples counted of ${visits * Object.keys(templates).length} visits`)
    if (missed) console.log(`${missed} visits wrote no beacon as they were left`)
    for (const [template, path] of Object.entries(templates)) {
      const buckets = lcpBuckets(metrics, template)
      const count = buckets.at(-1)?.count ?? 0
      const values = (reported.get(path) ?? []).sort((a, b) => a - b)
      const p75 = values[Math.ceil(0.75 * values.length) - 1] ?? Number.NaN
      console.log(
        `${template.padEnd(30)} phones: ${count} samples, LCP p75 ${(quantile(0.75, buckets) * 1000).toFixed(0)} ms from the histogram, ` +
          `${p75.toFixed(0)} ms from the beacons (${values.map((value) => value.toFixed(0)).join(', ')})`,
      )
    }
  } finally {
    await browser.close()
    await nginx.stop()
    await site.dispose()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
