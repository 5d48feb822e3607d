import { expect, test } from '@playwright/test'
import { labels } from '@/content/labels'
import { VITALS_LIMITS } from '@/lib/vitals/rate-limit'
import { METRIC_CEILINGS, PAGE_TEMPLATES } from '@/lib/vitals/report'
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
    for (let n = 0; n < VITALS_LIMITS.reportsPerMinute + 20; n++) statuses.push((await post(valid, flooder)).status)
    expect(statuses).toEqual([...Array<number>(VITALS_LIMITS.reportsPerMinute).fill(204), ...Array<number>(20).fill(429)])
    expect((await post(valid, { ...flooder, 'x-real-ip': '203.0.113.10' })).status).toBe(204)

    const refusals = () => site.logs.filter((line) => line.includes('"rate_limit.refused"'))
    await expect.poll(refusals).toHaveLength(1)
    const refusal = refusals()[0]!
    expect(JSON.parse(refusal)).toMatchObject({ level: 'warn', limit: 'vitals' })
    expect(refusal).not.toContain('203.0.113')
  })

  /** Every sample of every vitals histogram, whatever its labels. */
  const allSamples = (text: string) =>
    ['lcp_seconds', 'inp_seconds', 'fcp_seconds', 'ttfb_seconds', 'cls'].reduce(
      (sum, metric) => sum + countOf(text, `site_web_vitals_${metric}`, ''),
      0,
    )
  const phone = (template: string) => `template="${template}",device="phone"`

  test('one client adds one sample a template in 10 minutes, one network ten, whatever they send', async () => {
    const before = await scrape()
    // Twelve addresses of one /64, each sending a slow report about each of two templates.
    for (let n = 1; n <= 12; n++) {
      const client = { 'x-real-ip': `2001:db8:5:6::${n}`, 'x-proxy-secret': PROXY_SECRET }
      for (const path of ['/brands', '/privacy'])
        expect((await post({ ...valid, path, metrics: { LCP: 60_000, INP: 2000, CLS: 5 } }, client)).status).toBe(204)
    }
    // Thirty clients of one /24, three reports each about one template.
    for (let n = 1; n <= 30; n++) {
      const client = { 'x-real-ip': `192.0.2.${n}`, 'x-proxy-secret': PROXY_SECRET }
      for (let i = 0; i < 3; i++) expect((await post({ ...valid, path: '/terms' }, client)).status).toBe(204)
    }
    const after = await scrape()
    const added = (metric: string, template: string) => countOf(after, metric, phone(template)) - countOf(before, metric, phone(template))
    for (const metric of ['site_web_vitals_lcp_seconds', 'site_web_vitals_inp_seconds', 'site_web_vitals_cls'])
      expect([metric, added(metric, '/brands'), added(metric, '/privacy')]).toEqual([metric, 1, 1])
    expect(added('site_web_vitals_lcp_seconds', '/terms')).toBe(VITALS_LIMITS.samplesPerNetwork)
  })

  test('a value past what a browser reports is refused (400) and adds no sample', async () => {
    const before = allSamples(await scrape())
    let n = 0
    for (const [metric, ceiling] of Object.entries(METRIC_CEILINGS)) {
      for (const value of [ceiling * 1.001, -1]) {
        // Each from a fresh network, so that no limit could be what keeps it out.
        const client = { 'x-real-ip': `198.18.${++n}.1`, 'x-proxy-secret': PROXY_SECRET }
        const body = { ...valid, path: '/contact', metrics: { LCP: 1000, [metric]: value } }
        expect([metric, value, (await post(body, client)).status]).toEqual([metric, value, 400])
      }
    }
    expect(allSamples(await scrape())).toBe(before)
    // The same reports within bounds are counted: what was refused was the value.
    const within = { ...valid, path: '/contact', metrics: METRIC_CEILINGS }
    expect((await post(within, { 'x-real-ip': '198.18.100.1', 'x-proxy-secret': PROXY_SECRET })).status).toBe(204)
    expect(allSamples(await scrape())).toBe(before + Object.keys(METRIC_CEILINGS).length)
  })
})
