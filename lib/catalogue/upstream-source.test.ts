import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { captureConsole } from '@/tests/support/console'
import { type FakeUpstream, startUpstream } from '@/tests/fixtures/upstream/server'
import { upstreamSource } from './upstream-source'

/** The upstream client against a real HTTP server on 127.0.0.1: no mocked fetch. */
let upstream: FakeUpstream
let cacheDir: string
let errors: ReturnType<typeof captureConsole>

beforeAll(async () => {
  upstream = await startUpstream()
})
afterAll(() => upstream.close())

beforeEach(async () => {
  await upstream.reset()
  cacheDir = mkdtempSync(path.join(tmpdir(), 'catalogue-'))
  process.env.API_URL = upstream.url
  process.env.API_TIMEOUT_MS = '300'
  // Low enough that the huge answer is cut after its first chunks, however busy the machine.
  process.env.API_MAX_BYTES = String(256 * 1024)
  process.env.CATALOGUE_CACHE_DIR = cacheDir
  errors = captureConsole('error')
})
afterEach(() => {
  errors.restore()
  rmSync(cacheDir, { recursive: true, force: true })
})

const fanCount = () => upstream.data.products.fan!.length

describe('upstream catalogue client', () => {
  it('lists the products of a line, parsed', async () => {
    const fans = await upstreamSource.listProducts('fan')
    expect(fans).toHaveLength(fanCount())
    expect(fans?.[0]).toMatchObject({ slug: upstream.data.products.fan![0]!.slug, images: { cover: expect.any(String) } })
    expect(upstream.requests).toContain('GET /api/product/list/fan')
  })

  it('fetches a product with the rest of its line', async () => {
    const slug = upstream.data.products.light![1]!.slug as string
    const fetched = await upstreamSource.fetchProducts(slug, 'light')
    expect(fetched?.[0]?.slug).toBe(slug)
    expect(fetched).toHaveLength(upstream.data.products.light!.length)
  })

  it('answers an empty list for an unknown slug, and keeps no copy of it', async () => {
    expect(await upstreamSource.fetchProducts('no-such-product', 'fan')).toEqual([])
    expect(readdirSync(cacheDir)).toEqual([])
  })

  it('lists logos', async () => {
    const logos = await upstreamSource.listLogos('channel-partner')
    expect(logos).toHaveLength(upstream.data.logos['channel-partner']!.length)
  })

  it('drops an invalid item, keeps the rest and logs which one', async () => {
    upstream.data.products.fan!.splice(1, 0, { _id: 'bad', slug: 'bad-fan', name: 42, images: { cover: '/x' } })
    const fans = await upstreamSource.listProducts('fan')
    expect(fans).toHaveLength(fanCount() - 1)
    expect(fans?.map((fan) => fan.slug)).not.toContain('bad-fan')
    expect(errors.lines.join('\n')).toMatch(/GET \/api\/product\/list\/fan items: dropped 1 invalid: #1 \(bad-fan\) name/)
  })

  // One line each: a call's trouble is logged when it starts, not again while it lasts.
  it.each([
    ['hang', 'solar', /no answer within 300 ms/],
    ['http-500', 'light', /HTTP 500/],
    ['malformed-json', 'ac', /malformed JSON/],
    ['refuse', 'frp', /unreachable/],
    ['huge', 'fan', /over the \d+-byte limit/],
  ] as const)('answers null when upstream fails with %s and nothing was kept', async (fault, line, reason) => {
    await upstream.setFault(fault)
    expect(await upstreamSource.listProducts(line)).toBeNull()
    // Two attempts at most; the hang case ends by the timeout, which its logged reason names.
    expect(upstream.requests.filter((request) => request === `GET /api/product/list/${line}`).length).toBeLessThanOrEqual(2)
    expect(errors.lines.join('\n')).toMatch(reason)
  })

  it('answers the last good list while upstream fails, and logs the failure once', async () => {
    const good = await upstreamSource.listProducts('ac')
    await upstream.setFault('http-500')
    expect(await upstreamSource.listProducts('ac')).toEqual(good)
    expect(await upstreamSource.listProducts('ac')).toEqual(good)
    const failures = errors.lines.filter((line) => line.includes('GET /api/product/list/ac:'))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/HTTP 500; serving the last good answer/)
  })

  it('logs an outage once even when its reason changes, and again after a recovery', async () => {
    await upstream.setFault('http-500')
    await upstreamSource.listLogos('happy-customer')
    await upstream.setFault('malformed-json')
    await upstreamSource.listLogos('happy-customer')
    await upstream.setFault('none')
    await upstreamSource.listLogos('happy-customer')
    await upstream.setFault('http-500')
    await upstreamSource.listLogos('happy-customer')
    expect(errors.lines.filter((line) => line.includes('GET /api/logo/list/happy-customer:'))).toEqual([
      expect.stringMatching(/HTTP 500/),
      expect.stringMatching(/HTTP 500/),
    ])
  })

  it('serves fresh data again once upstream recovers', async () => {
    await upstreamSource.listProducts('frp')
    await upstream.setFault('http-500')
    await upstreamSource.listProducts('frp')
    await upstream.setFault('none')
    upstream.updateProduct(upstream.data.products.frp![0]!.slug as string, { name: 'Renamed bench' })
    const frp = await upstreamSource.listProducts('frp')
    expect(frp?.[0]?.name).toBe('Renamed bench')
  })

  it('treats an answer that is not a list as a failure', async () => {
    upstream.data.products.trading = { not: 'a list' } as never
    expect(await upstreamSource.listProducts('trading')).toBeNull()
    expect(errors.lines.join('\n')).toMatch(/not a list/)
  })
})
