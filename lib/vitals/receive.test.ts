import { metrics } from '@/lib/metrics/registry'
import { publicRoutes } from '@/lib/navigation/routes'
import { allSamples, countOf, post, PROXY_SECRET, report, resetVitals, type VitalName } from '@/tests/support/vitals-reports'
import { createVitalsLimiter } from './rate-limit'
import { receiveVitals } from './receive'
import { MAX_WIDTH, METRIC_CEILINGS, PAGE_TEMPLATES } from './report'

/** Room for every report of a test: the limits are checked in receive-limits.test.ts. */
const roomy = () => ({
  limiter: createVitalsLimiter({ reportsPerMinute: 1e6, samplesPerClient: 1e6, samplesPerNetwork: 1e6, samplesPerTemplate: 1e6 }),
  proxySecret: PROXY_SECRET,
})

/** The label values of `label` among the series of the metric `name` exports. */
async function labelValues(name: string, label: string): Promise<Set<string>> {
  const text = await metrics().registry.getSingleMetricAsString(name)
  return new Set([...text.matchAll(new RegExp(`${label}="([^"]*)"`, 'g'))].map((match) => match[1]!))
}

const lcpCount = (labels: string) => countOf('LCP', labels)

beforeEach(resetVitals)

describe('a Web Vitals report', () => {
  it('is counted in seconds under the page template, device class and connection', async () => {
    const answer = await receiveVitals(post(report({ metrics: { LCP: 2400, FCP: 900, TTFB: 120, INP: 80, CLS: 0.07 } })), roomy())
    expect(answer.status).toBe(204)
    expect(answer.headers.get('set-cookie')).toBeNull()
    const labels = 'template="/products/[category]/[slug]",device="desktop",connection="4g"'
    expect(await lcpCount(labels)).toBe(1)
    const lcp = await metrics().registry.getSingleMetricAsString('site_web_vitals_lcp_seconds')
    expect(lcp).toContain(`site_web_vitals_lcp_seconds_sum{${labels}} 2.4`)
    expect(lcp).toContain(`site_web_vitals_lcp_seconds_bucket{le="2.5",${labels}} 1`)
    expect(lcp).toContain(`site_web_vitals_lcp_seconds_bucket{le="1.8",${labels}} 0`)
    expect(await metrics().registry.getSingleMetricAsString('site_web_vitals_cls')).toContain(`site_web_vitals_cls_sum{${labels}} 0.07`)
    expect(await metrics().registry.getSingleMetricAsString('site_web_vitals_ttfb_seconds')).toContain(
      `site_web_vitals_ttfb_seconds_sum{${labels}} 0.12`,
    )
  })

  it('counts a narrow viewport as a phone and an unknown or missing connection as unknown', async () => {
    for (const [width, connection] of [
      [390, '3g'],
      [767, '5g'],
      [768, undefined],
    ] as const) {
      expect((await receiveVitals(post(report({ path: '/', width, connection })), roomy())).status).toBe(204)
    }
    expect(await lcpCount('template="/",device="phone",connection="3g"')).toBe(1)
    expect(await lcpCount('template="/",device="phone",connection="unknown"')).toBe(1)
    expect(await lcpCount('template="/",device="desktop",connection="unknown"')).toBe(1)
  })

  it('is taken as application/json too, and refused in any other type (415)', async () => {
    expect((await receiveVitals(post(report(), { 'content-type': 'application/json' }), roomy())).status).toBe(204)
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plainx']) {
      expect((await receiveVitals(post(report(), { 'content-type': type }), roomy())).status).toBe(415)
    }
  })

  it('is refused over 2 kB (413), whether the length is declared or not', async () => {
    const long = report({ path: `/${'a'.repeat(3000)}` })
    expect((await receiveVitals(post(long), roomy())).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(long)))
        controller.close()
      },
    })
    const undeclared = new Request('http://localhost:3000/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await receiveVitals(undeclared, roomy())).status).toBe(413)
  })

  it('is refused with a word of why, for whoever reads the answer', async () => {
    const why = async (request: Request, limiter = roomy().limiter) =>
      (await receiveVitals(request, { limiter, proxySecret: PROXY_SECRET })).json() as Promise<{ error: string }>
    expect(await why(post(report(), { origin: 'https://evil.example' }))).toEqual({ error: 'Reports come from pages of this site only.' })
    expect(await why(post(report(), { 'content-type': 'text/html' }))).toEqual({
      error: 'Send the report as text/plain or application/json.',
    })
    expect(await why(post(report({ path: `/${'a'.repeat(3000)}` })))).toEqual({ error: 'The report is over 2048 bytes.' })
    expect(await why(post('{"path":'))).toEqual({ error: 'The report is not JSON.' })
    expect(await why(post(report({ metrics: {} })))).toEqual({ error: 'Not a Web Vitals report of a page of this site.' })
    const full = { take: async () => 'refused' as const }
    const refused = await receiveVitals(post(report()), { limiter: full, proxySecret: PROXY_SECRET })
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([
      429,
      '60',
      { error: 'Too many reports; try again in a minute.' },
    ])
  })

  it('is refused from another site (403)', async () => {
    expect((await receiveVitals(post(report(), { origin: 'https://evil.example' }), roomy())).status).toBe(403)
    expect((await receiveVitals(post(report(), { origin: 'http://localhost:3000' }), roomy())).status).toBe(204)
  })

  it.each([
    ['not JSON', '{"path":'],
    ['not an object', '[1,2]'],
    ['no metric', report({ metrics: {} })],
    ['an unknown metric', report({ metrics: { FID: 12 } })],
    ['a metric beside the known', report({ metrics: { LCP: 1000, TBT: 12 } })],
    ['a value as a string', report({ metrics: { LCP: '1000' } })],
    ['a fractional width', report({ width: 1280.5 })],
    ['a width over 10,000', report({ width: 10_001 })],
    ['a negative width', report({ width: -1 })],
    ['no width', report({ width: undefined })],
    ['a connection that is no string', report({ connection: { effectiveType: '4g' } })],
    ['a field of its own', report({ template: '/' })],
    ['a query in the path', report({ path: '/search?q=fan' })],
    ['a hash in the path', report({ path: '/#top' })],
    ['a relative path', report({ path: 'products/fan' })],
    ['dot segments', report({ path: '/x/../../etc' })],
    ['a single-dot segment', report({ path: '/products/./fan' })],
    ['a dot segment at the end', report({ path: '/products/fan/..' })],
    ['an API route', report({ path: '/api/health' })],
    ['an unknown API route', report({ path: '/api/anything' })],
    ["Next's files", report({ path: '/_next/static/chunks/app.js' })],
    ['a public file', report({ path: '/images/logo.png' })],
    ['the sitemap', report({ path: '/sitemap.xml' })],
    ['a social image', report({ path: '/products/fan/x/opengraph-image' })],
  ])('is refused with %s (400), counting nothing', async (_, body) => {
    expect((await receiveVitals(post(body), roomy())).status).toBe(400)
    expect(await allSamples()).toBe(0)
  })

  describe.each(Object.entries(METRIC_CEILINGS) as [VitalName, number][])('%s, up to %d', (metric, ceiling) => {
    const alone = (value: unknown) => report({ metrics: { [metric]: value } })
    // Beside a valid LCP, so that a refusal of the report as a whole is told from one of the value alone.
    const besideLcp = (value: unknown) => report({ metrics: { LCP: 1000, [metric]: value } })

    it('is counted at 0 and at its ceiling, in its own histogram', async () => {
      for (const value of [0, ceiling]) expect((await receiveVitals(post(alone(value)), roomy())).status).toBe(204)
      expect(await countOf(metric)).toBe(2)
      expect(await allSamples()).toBe(2)
    })

    it.each([
      ['just past its ceiling', ceiling * 1.0001],
      ['far past it', 1e9],
      ['negative', -0.001],
      ['not finite (1e400 in JSON)', '1e400'],
    ])('is refused %s (400), the whole report counting nothing', async (_, value) => {
      for (const body of [alone(value), besideLcp(value)]) {
        // 1e400 is Infinity once parsed: it only reaches the check written into the JSON.
        const text = value === '1e400' ? JSON.stringify(body).replace('"1e400"', '1e400') : body
        expect((await receiveVitals(post(text), roomy())).status).toBe(400)
      }
      expect(await allSamples()).toBe(0)
    })
  })

  it(`takes a width from 0 to ${MAX_WIDTH} px, under 768 a phone`, async () => {
    for (const width of [0, MAX_WIDTH]) expect((await receiveVitals(post(report({ path: '/', width })), roomy())).status).toBe(204)
    expect(await lcpCount('template="/",device="phone",connection="4g"')).toBe(1)
    expect(await lcpCount('template="/",device="desktop",connection="4g"')).toBe(1)
  })

  it('is taken from every page of the site', async () => {
    const pages = [...publicRoutes, '/search', '/products/fan/page/2', '/products/light/sailite-led-bulb', '/some/company/page']
    for (const path of pages) expect([path, (await receiveVitals(post(report({ path })), roomy())).status]).toEqual([path, 204])
  })

  it('keeps every template among the pages, whatever paths are made up', async () => {
    const options = roomy()
    const paths = Array.from(
      { length: 10_000 },
      (_, i) => [`/made-up-${i}`, `/products/x${i}`, `/products/fan/p${i}/extra/${i}`, `/api/v${i}`, `/a/b/c/${i}`][i % 5]!,
    )
    const answers = new Set<number>()
    for (const path of paths) answers.add((await receiveVitals(post(report({ path })), options)).status)
    expect(answers).toEqual(new Set([204, 400]))
    const templates = await labelValues('site_web_vitals_lcp_seconds', 'template')
    expect(templates).toEqual(new Set(['/[...page]', '/products/[category]']))
    expect([...templates].filter((template) => !PAGE_TEMPLATES.has(template))).toEqual([])
  })
})
