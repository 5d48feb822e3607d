import { metrics } from '@/lib/metrics/registry'
import { publicRoutes } from '@/lib/navigation/routes'
import { captureLog } from '@/tests/support/log'
import { createVitalsLimiter, VITALS_LIMIT_PER_CLIENT } from './rate-limit'
import { receiveVitals } from './receive'
import { PAGE_TEMPLATES, type VitalsReport } from './report'

const PROXY_SECRET = 'a-proxy-secret-of-the-tests'
/** Room for every report of a test: the limit itself is checked on its own. */
const roomy = () => ({ limiter: createVitalsLimiter(1_000_000), proxySecret: PROXY_SECRET })

const report = (overrides: Record<string, unknown> = {}): VitalsReport =>
  ({
    path: '/products/fan/technozen-vayu-lite-bldc-fan',
    width: 1280,
    connection: '4g',
    metrics: { LCP: 1234 },
    ...overrides,
  }) as VitalsReport

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/vitals', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', host: 'localhost:3000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The label values of `label` among the series of the metric `name` exports. */
async function labelValues(name: string, label: string): Promise<Set<string>> {
  const text = await metrics().registry.getSingleMetricAsString(name)
  return new Set([...text.matchAll(new RegExp(`${label}="([^"]*)"`, 'g'))].map((match) => match[1]!))
}

const lcpCount = async (labels: string) => {
  const line = (await metrics().registry.getSingleMetricAsString('site_web_vitals_lcp_seconds'))
    .split('\n')
    .find((candidate) => candidate.startsWith(`site_web_vitals_lcp_seconds_count{${labels}}`))
  return line ? Number(line.split(' ').at(-1)) : 0
}

beforeEach(() => Object.values(metrics().vitals).forEach((histogram) => histogram.reset()))

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
    ['a time over a minute', report({ metrics: { LCP: 60_001 } })],
    ['a negative time', report({ metrics: { INP: -1 } })],
    ['a CLS over 10', report({ metrics: { CLS: 10.5 } })],
    ['a value as a string', report({ metrics: { LCP: '1000' } })],
    ['a fractional width', report({ width: 1280.5 })],
    ['a width over 10,000', report({ width: 10_001 })],
    ['no width', report({ width: undefined })],
    ['a connection that is no string', report({ connection: { effectiveType: '4g' } })],
    ['a field of its own', report({ template: '/' })],
    ['a query in the path', report({ path: '/search?q=fan' })],
    ['a hash in the path', report({ path: '/#top' })],
    ['a relative path', report({ path: 'products/fan' })],
    ['dot segments', report({ path: '/x/../../etc' })],
    ['an API route', report({ path: '/api/health' })],
    ['an unknown API route', report({ path: '/api/anything' })],
    ["Next's files", report({ path: '/_next/static/chunks/app.js' })],
    ['a public file', report({ path: '/images/logo.png' })],
    ['the sitemap', report({ path: '/sitemap.xml' })],
    ['a social image', report({ path: '/products/fan/x/opengraph-image' })],
  ])('is refused with %s (400), counting nothing', async (_, body) => {
    expect((await receiveVitals(post(body), roomy())).status).toBe(400)
    expect(await labelValues('site_web_vitals_lcp_seconds', 'template')).toEqual(new Set())
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

describe('the limit of reports', () => {
  const fromClient = (address: string) => ({ 'x-real-ip': address, 'x-proxy-secret': PROXY_SECRET })

  it('refuses a client past its reports a minute (429), logs it once, and leaves other clients be', async () => {
    const log = captureLog()
    try {
      const options = { limiter: createVitalsLimiter(), proxySecret: PROXY_SECRET }
      const statuses: number[] = []
      for (let i = 0; i < VITALS_LIMIT_PER_CLIENT + 10; i++) {
        statuses.push((await receiveVitals(post(report(), fromClient('2001:db8:1:2::1')), options)).status)
      }
      expect(statuses).toEqual([...Array(VITALS_LIMIT_PER_CLIENT).fill(204), ...Array(10).fill(429)])
      // Another address of the same /64 is the same subscriber.
      expect((await receiveVitals(post(report(), fromClient('2001:db8:1:2::ffff')), options)).status).toBe(429)
      expect((await receiveVitals(post(report(), fromClient('2001:db8:1:3::1')), options)).status).toBe(204)
      expect(await lcpCount('template="/products/[category]/[slug]",device="desktop",connection="4g"')).toBe(VITALS_LIMIT_PER_CLIENT + 1)
      const refusals = log.events.filter((event) => event.event === 'rate_limit.refused')
      expect(refusals).toEqual([expect.objectContaining({ level: 'warn', limit: 'vitals' })])
      expect(JSON.stringify(refusals)).not.toContain('2001:db8')
    } finally {
      log.restore()
    }
  })

  it('spends nothing of a client for reports it refuses as malformed', async () => {
    const options = { limiter: createVitalsLimiter(2), proxySecret: PROXY_SECRET }
    for (let i = 0; i < 5; i++) expect((await receiveVitals(post('junk', fromClient('192.0.2.7')), options)).status).toBe(400)
    expect((await receiveVitals(post(report(), fromClient('192.0.2.7')), options)).status).toBe(204)
  })
})
