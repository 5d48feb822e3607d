import { expect, test } from '@playwright/test'
import { labels } from '@/content/labels'
import { PAGE_TEMPLATES } from '@/lib/vitals/report'
import { VITALS_LIMIT_PER_CLIENT } from '@/lib/vitals/rate-limit'
import { embedded, first } from '../support/catalogue'
import { freePort } from '../support/ports'
import { type Site, startSite } from '../support/site'

const PROXY_SECRET = 'test-secret-of-the-front-proxy'
const productPath = `/products/fan/${first(embedded.fan).slug}`
const productLabels = 'template="/products/[category]/[slug]",device="desktop"'
/** In web-vitals' code and nowhere else on the page: it observes layout shifts; the site does not. */
const webVitalsCode = 'layout-shift'

type Beacon = { url: string; data: string }

/** Real visitors' Web Vitals, from a real Chromium to a real `next start` and its /metrics. */
test.describe('Web Vitals of real visits', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let site: Site
  let metricsUrl: string

  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine
    const port = await freePort()
    metricsUrl = `http://127.0.0.1:${port}/metrics`
    site = await startSite({ METRICS_PORT: String(port), PROXY_SECRET })
  })
  test.afterAll(async () => {
    await site?.dispose()
  })

  const scrape = async () => (await fetch(metricsUrl)).text()
  /** The count of a vitals histogram over the series whose labels begin with `labels`. */
  const countOf = (text: string, metric: string, labels: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${metric}_count{${labels}`))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)
  const vitalsTemplates = (text: string) =>
    new Set([...text.matchAll(/^site_web_vitals_\w+\{[^}]*template="([^"]*)"/gm)].map((match) => match[1]!))

  test('a visit loads web-vitals after its load event and reports once, as it is left', async ({ page }) => {
    // Every beacon the page sends, kept in the tab's session storage: the next page of the site reads it.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        const sent = JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as unknown[]
        sessionStorage.setItem('beacons', JSON.stringify([...sent, { url: String(url), data: String(data) }]))
        return send(url, data)
      }
    })
    const beacons = async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('beacons'))) ?? '[]') as Beacon[]
    const vitalsCode = page.waitForResponse(
      async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(webVitalsCode),
    )
    const before = await scrape()

    // The page's images are held until it has hydrated and gone idle, so its load event comes
    // well after the reporter mounted: code fetched at mount would be fetched before the event.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'image') await released
      await route.continue()
    })
    // A query and a hash the report must leave out (a hash naming no element: scrolled to one,
    // the page may have no LCP at all).
    await page.goto(`${site.url}${productPath}?ref=mail#from-mail`, { waitUntil: 'commit' })
    await expect(page.getByRole('button', { name: labels.menu, includeHidden: true })).toBeAttached()
    expect(await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(document.readyState))))).not.toBe(
      'complete',
    )
    release()

    const chunk = (await vitalsCode).url()
    const timing = await page.evaluate(async (url) => {
      if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }))
      const script = await new Promise<PerformanceEntry>((resolve) =>
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName(url)[0]
          if (!entry) return
          observer.disconnect()
          resolve(entry)
        }).observe({ type: 'resource', buffered: true }),
      )
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return { loaded: navigation!.loadEventStart, requested: script.startTime }
    }, chunk)
    expect(timing.loaded).toBeGreaterThan(0)
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded)
    await page.evaluate(async () => {
      // Once the browser is idle the script has run; once an observer of LCP started after it has
      // been told, so has web-vitals' (Chromium tells observers when it pleases, all at once).
      await new Promise((resolve) => requestIdleCallback(resolve))
      await new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect()
          resolve()
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      )
    })
    expect(await beacons()).toEqual([])

    // Leaving the page hides it: its metrics go in one beacon.
    await page.goto(`${site.url}/about/history`)
    const sent = await beacons()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('/api/vitals')
    const report = JSON.parse(sent[0]!.data) as { path: string; width: number; metrics: Record<string, number> }
    expect(report.path).toBe(productPath)
    expect(report.width).toBe(page.viewportSize()!.width)
    expect(Object.keys(report.metrics).sort()).toEqual(['CLS', 'FCP', 'LCP', 'TTFB'])

    await expect
      .poll(async () => countOf(await scrape(), 'site_web_vitals_lcp_seconds', productLabels))
      .toBe(countOf(before, 'site_web_vitals_lcp_seconds', productLabels) + 1)
    const after = await scrape()
    for (const metric of ['site_web_vitals_fcp_seconds', 'site_web_vitals_ttfb_seconds', 'site_web_vitals_cls'])
      expect([metric, countOf(after, metric, productLabels)]).toEqual([metric, countOf(before, metric, productLabels) + 1])
  })

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site.url}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const valid = { path: '/products/light', width: 390, connection: '3g', metrics: { LCP: 1800 } }

  test('forged reports are refused and add no series', async () => {
    const headers = { 'x-real-ip': '198.51.100.1', 'x-proxy-secret': PROXY_SECRET }
    for (const forged of [
      { ...valid, path: '/api/health' },
      { ...valid, path: '/_next/static/chunks/x.js' },
      { ...valid, path: '/x/../../etc' },
      { ...valid, path: '/products/fan/x/y/z' },
      { ...valid, template: '/forged' },
      { ...valid, metrics: { FID: 10 } },
      { ...valid, metrics: { LCP: 1e9 } },
      'not json',
    ]) {
      expect([forged, (await post(forged, headers)).status]).toEqual([forged, 400])
    }
    expect((await post(valid, { ...headers, 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await post({ ...valid, path: `/${'a'.repeat(4096)}` }, headers)).status).toBe(413)
    // Made-up pages, each from a client of its own so that no limit stops them.
    for (let n = 0; n < 50; n++) {
      const client = { ...headers, 'x-real-ip': `198.51.100.${100 + n}` }
      expect((await post({ ...valid, path: `/made-up/${n}` }, client)).status).toBe(204)
    }

    const templates = vitalsTemplates(await scrape())
    expect([...templates].filter((template) => !PAGE_TEMPLATES.has(template))).toEqual([])
    expect(templates).toContain('/[...page]')
  })

  test('only POST is answered, and no answer sets a cookie', async () => {
    const get = await fetch(`${site.url}/api/vitals`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const posted = await post(valid, { 'x-real-ip': '198.51.100.2', 'x-proxy-secret': PROXY_SECRET })
    expect(posted.status).toBe(204)
    expect(posted.headers.get('set-cookie')).toBeNull()
  })

  test('a flood from one client is refused past its allowance, logged once without its address', async () => {
    const flooder = { 'x-real-ip': '203.0.113.9', 'x-proxy-secret': PROXY_SECRET }
    const statuses: number[] = []
    for (let n = 0; n < VITALS_LIMIT_PER_CLIENT + 20; n++) statuses.push((await post(valid, flooder)).status)
    expect(statuses).toEqual([...Array<number>(VITALS_LIMIT_PER_CLIENT).fill(204), ...Array<number>(20).fill(429)])
    expect((await post(valid, { ...flooder, 'x-real-ip': '203.0.113.10' })).status).toBe(204)

    const refusals = () => site.logs.filter((line) => line.includes('"rate_limit.refused"'))
    await expect.poll(refusals).toHaveLength(1)
    const refusal = refusals()[0]!
    expect(JSON.parse(refusal)).toMatchObject({ level: 'warn', limit: 'vitals' })
    expect(refusal).not.toContain('203.0.113')
  })
})
