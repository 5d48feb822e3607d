import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { requestContext } from '@/lib/log/log.mjs'
import { captureLog } from '@/tests/support/log'
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

  it("reads the page cache's word in any case", () => {
    expect(servedAs(undefined, 'hit')).toBe('hit')
    expect(servedAs(undefined, 'Stale')).toBe('stale')
    expect(servedAs(undefined, 'revalidated')).toBe('miss')
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
    [100, '1xx'],
    [599, '5xx'],
    [99, 'other'],
    [600, 'other'],
    [999, 'other'],
  ])('%i is %s', (status, label) => {
    expect(statusClass(status)).toBe(label)
  })
})

describe('requestIdOf', () => {
  it("keeps nginx's $request_id", () => {
    expect(requestIdOf('0f3c1d2e4b5a69788796a5b4c3d2e1f0')).toBe('0f3c1d2e4b5a69788796a5b4c3d2e1f0')
  })

  it('keeps any id of 8 to 64 letters, digits and hyphens', () => {
    for (const id of ['abcdefgh', 'A'.repeat(64), 'Req-0123-XYZ', '0123456789']) expect(requestIdOf(id)).toBe(id)
  })

  it('replaces anything that could forge a log line or run long', () => {
    for (const forged of [
      'x"}\n{"level":"error',
      'a'.repeat(65),
      'short',
      'abcdefg',
      '!abcdefgh',
      'abcdefgh!',
      'abcd efgh',
      'abcd_efgh',
      '',
      undefined,
      ['a', 'b'],
    ]) {
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

describe('observeHttpRequests: what each request is given, counted under and logged as', () => {
  /** A site whose handler answers what the query says and reports the request's context as served. */
  const answer = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://site').searchParams
    const context = requestContext().getStore()
    if (context && query.get('served') === 'proxy') context.served = 'proxy'
    if (query.has('cache')) response.setHeader('x-nextjs-cache', query.get('cache')!)
    response.writeHead(Number(query.get('status') ?? 200)).end(JSON.stringify(context ?? null))
  })
  /** Observed without counting, as an instance without a metrics port. */
  const quiet = createServer((_, response) => response.writeHead(503).end())
  const urls: Record<'answer' | 'quiet', string> = { answer: '', quiet: '' }
  let log: ReturnType<typeof captureLog>
  beforeAll(async () => {
    log = captureLog()
    observeHttpRequests((server) => server !== answer, { count: true })
    observeHttpRequests((server) => server !== quiet, { count: false })
    for (const [name, server] of [['answer', answer] as const, ['quiet', quiet] as const]) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    }
  })
  afterAll(async () => {
    log.restore()
    await Promise.all([answer, quiet].map((server) => new Promise((resolve) => server.close(resolve))))
  })
  const counted = async (route: string) =>
    (await metrics().httpRequests.get()).values
      .filter((value) => value.labels.route === route)
      .map(({ labels, value }) => ({ ...labels, value }))
  const failures = () => log.events.filter((event) => event.event === 'request.failed')

  it("gives the handler nginx's request id and the target as sent", async () => {
    const response = await fetch(`${urls.answer}/search?q=a%2Fb`, { headers: { 'x-request-id': '0f3c1d2e4b5a69788796a5b4c3d2e1f0' } })
    expect(await response.json()).toEqual({ requestId: '0f3c1d2e4b5a69788796a5b4c3d2e1f0', target: '/search?q=a%2Fb' })
  })

  it('counts by the route of the path without its query, the method (others as other), and how it was served', async () => {
    await (await fetch(`${urls.answer}/brands?cache=hit`)).text()
    await (await fetch(`${urls.answer}/brands?served=proxy&cache=HIT`)).text()
    await (await fetch(`${urls.answer}/brands`, { method: 'POST', body: 'x' })).text()
    await (await fetch(`${urls.answer}/brands`, { method: 'HEAD' })).text()
    await (await fetch(`${urls.answer}/brands`, { method: 'PUT', body: 'x' })).text()
    await (await fetch(`${urls.answer}/brands`, { method: 'DELETE' })).text()
    expect(await counted('/brands')).toEqual(
      expect.arrayContaining([
        { route: '/brands', method: 'GET', status: '2xx', served: 'hit', value: 1 },
        { route: '/brands', method: 'GET', status: '2xx', served: 'proxy', value: 1 },
        { route: '/brands', method: 'POST', status: '2xx', served: 'dynamic', value: 1 },
        { route: '/brands', method: 'HEAD', status: '2xx', served: 'dynamic', value: 1 },
        { route: '/brands', method: 'other', status: '2xx', served: 'dynamic', value: 2 },
      ]),
    )
    expect(await counted('/brands')).toHaveLength(5)
  })

  it('logs a 5xx, never a 4xx, with its route, status, time and request id', async () => {
    await (await fetch(`${urls.answer}/contact?status=499`)).text()
    expect(failures()).toEqual([])
    await (await fetch(`${urls.answer}/contact?status=500`, { headers: { 'x-request-id': 'req-00000001' } })).text()
    expect(failures()).toEqual([
      expect.objectContaining({ level: 'error', route: '/contact', status: 500, seconds: expect.any(Number), requestId: 'req-00000001' }),
    ])
    expect(failures()[0]!.seconds).toBeLessThan(10)
    expect(await counted('/contact')).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: '4xx', value: 1 }), expect.objectContaining({ status: '5xx', value: 1 })]),
    )
  })

  it('without counting, still logs a failed request, and counts nothing', async () => {
    const before = failures().length
    await (await fetch(`${urls.quiet}/privacy`)).text()
    expect(failures().slice(before)).toEqual([expect.objectContaining({ route: '/privacy', status: 503 })])
    expect(await counted('/privacy')).toEqual([])
  })
})
