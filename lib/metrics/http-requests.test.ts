import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { observeHttpRequests, requestIdOf, servedAs, statusClass } from './http-requests'
import { metrics } from './registry'

describe('how a request was served', () => {
  it("takes the proxy's word first, then the page cache's", () => {
    expect(servedAs('proxy', 'HIT')).toBe('proxy')
    expect(servedAs('preview', undefined)).toBe('preview')
    expect(servedAs(undefined, 'HIT')).toBe('hit')
    expect(servedAs(undefined, 'STALE')).toBe('stale')
    expect(servedAs(undefined, 'MISS')).toBe('miss')
    expect(servedAs(undefined, 'REVALIDATED')).toBe('miss')
  })

  it('counts anything else as rendered for the request, whatever a header says', () => {
    expect(servedAs(undefined, undefined)).toBe('dynamic')
    expect(servedAs(undefined, 'made-up')).toBe('dynamic')
    expect(servedAs(undefined, ['HIT'])).toBe('dynamic')
  })
})

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [308, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
    [999, 'other'],
  ])('%i is %s', (status, label) => {
    expect(statusClass(status)).toBe(label)
  })
})

describe('requestIdOf', () => {
  it("keeps nginx's $request_id", () => {
    expect(requestIdOf('0f3c1d2e4b5a69788796a5b4c3d2e1f0')).toBe('0f3c1d2e4b5a69788796a5b4c3d2e1f0')
  })

  it('replaces anything that could forge a log line or run long', () => {
    for (const forged of ['x"}\n{"level":"error', 'a'.repeat(65), 'short', undefined, ['a', 'b']]) {
      const id = requestIdOf(forged)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

/** A bucket's bound as prom-client labels it: a number, or `+Inf`. */
const upperBound = (le: number | string) => (le === '+Inf' ? Infinity : Number(le))

describe('observeHttpRequests', () => {
  /** Real servers: the site's, whose handler reports how long it held each request, and one the wiring must ignore. */
  let held = 0
  const site = createServer((request, response) => {
    const start = performance.now()
    // Answered on a later turn of the event loop, so the handler's own span is more than nothing.
    setImmediate(() => {
      held = performance.now() - start
      response.writeHead(request.url === '/missing' ? 404 : 200).end('ok')
    })
  })
  const other = createServer((_, response) => response.end('ok'))
  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    )
  let siteUrl: string
  let otherUrl: string
  beforeAll(async () => {
    observeHttpRequests((server) => server !== site, { count: true })
    ;[siteUrl, otherUrl] = await Promise.all([listen(site), listen(other)])
  })
  afterAll(async () => {
    await Promise.all([site, other].map((server) => new Promise((resolve) => server.close(resolve))))
  })

  /** The request duration histogram's count, sum and buckets for one route. */
  async function durations(route: string) {
    const { values } = await metrics().httpDuration.get()
    const of = (name: string) => values.filter((value) => value.metricName === name && value.labels.route === route)
    return {
      count: of('site_http_request_duration_seconds_count')[0]?.value ?? 0,
      sum: of('site_http_request_duration_seconds_sum')[0]?.value ?? 0,
      buckets: of('site_http_request_duration_seconds_bucket').map(
        ({ labels, value }) => [upperBound((labels as { le: number | string }).le), value] as const,
      ),
    }
  }
  const requests = async (route: string) => (await metrics().httpRequests.get()).values.filter((value) => value.labels.route === route)

  it('records each request in seconds: at least the handler held it, at most the client waited', async () => {
    const spans: { client: number; handler: number }[] = []
    for (let round = 0; round < 5; round++) {
      const start = performance.now()
      await (await fetch(`${siteUrl}/about`)).text()
      spans.push({ client: (performance.now() - start) / 1000, handler: held / 1000 })
    }
    const { count, sum, buckets } = await durations('/[...page]')
    expect(count).toBe(5)
    expect(sum).toBeGreaterThanOrEqual(spans.reduce((total, span) => total + span.handler, 0))
    expect(sum).toBeLessThanOrEqual(spans.reduce((total, span) => total + span.client, 0))
    // Each in the buckets of its seconds: every bucket counts at least the requests the client
    // saw answered within its bound, and at most those the handler held no longer than it.
    for (const [le, inBucket] of buckets) {
      expect(inBucket).toBeGreaterThanOrEqual(spans.filter((span) => span.client <= le).length)
      expect(inBucket).toBeLessThanOrEqual(spans.filter((span) => span.handler <= le).length)
    }
    expect(await requests('/[...page]')).toEqual([
      expect.objectContaining({ labels: { route: '/[...page]', method: 'GET', status: '2xx', served: 'dynamic' }, value: 5 }),
    ])
  })

  it('counts a refused request by its status class, and nothing of a server it is told to ignore', async () => {
    await (await fetch(`${siteUrl}/missing`)).text()
    await (await fetch(`${otherUrl}/brands`)).text()
    expect(await requests('/[...page]')).toContainEqual(
      expect.objectContaining({ labels: { route: '/[...page]', method: 'GET', status: '4xx', served: 'dynamic' }, value: 1 }),
    )
    expect(await requests('/brands')).toEqual([])
    expect((await durations('/brands')).count).toBe(0)
  })
})
