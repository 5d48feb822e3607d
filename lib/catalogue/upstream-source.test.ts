import { captureConsole } from '@/tests/support/console'
import { fakeUpstreamForThisFile } from '@/tests/support/fake-upstream-jest'
import { scaledData } from '@/tests/fixtures/upstream/data'
import { upstreamSource } from './upstream-source'

/** The upstream client against a real HTTP server on 127.0.0.1: no mocked fetch. */
const fixture = fakeUpstreamForThisFile()

const fanCount = () => fixture.upstream.data.products.fan!.length
const listCalls = (line: string) => fixture.upstream.requests.filter((request) => request === `GET /api/product/list/${line}`).length

describe('upstream catalogue client', () => {
  it('lists the products of a line as cards, and reads them from the data cache after that', async () => {
    const fans = await upstreamSource.listCards('fan')
    expect(fans).toHaveLength(fanCount())
    expect(fans?.[0]).toMatchObject({ slug: fixture.upstream.data.products.fan![0]!.slug, images: { cover: expect.any(String) } })
    expect(fans?.[0]).not.toHaveProperty('description')
    expect(await upstreamSource.listCards('fan')).toEqual(fans)
    expect(listCalls('fan')).toBe(1)
  })

  it("lists a line's search documents (key features, model labels) beside its cards, cached the same way", async () => {
    const documents = await upstreamSource.listSearchDocuments('fan')
    const first = fixture.upstream.data.products.fan![0]! as { slug: string; keyFeatures: string[]; models: { id: string }[] }
    expect(documents).toHaveLength(fanCount())
    expect(documents?.[0]).toEqual({ slug: first.slug, keyFeatures: first.keyFeatures, models: first.models.map((model) => model.id) })
    expect(await upstreamSource.listSearchDocuments('fan')).toEqual(documents)
    expect(await upstreamSource.listCards('fan')).toHaveLength(fanCount())
    // One call for the documents; the cards' first read loads them too (they are cached apart).
    expect(listCalls('fan')).toBeLessThanOrEqual(2)
    await fixture.upstream.setFault('http-500')
    fixture.afresh()
    expect(await upstreamSource.listSearchDocuments('fan')).toEqual(documents)
  })

  // Thousands of products: over 2 MB as cards, several times that as upstream sends them.
  it('caches a line of thousands of products without an item over the limit', async () => {
    process.env.API_MAX_BYTES = String(64 * 1024 * 1024)
    process.env.API_TIMEOUT_MS = '20000'
    fixture.upstream.data.products.light = scaledData(6 * 3500).products.light!
    const warnings = captureConsole('warn')
    try {
      const lights = await upstreamSource.listCards('light')
      expect(lights).toHaveLength(3500)
      expect(await upstreamSource.listCards('light')).toEqual(lights)
      expect(listCalls('light')).toBe(1)
      expect(warnings.lines.join('\n')).not.toMatch(/over 2MB/)
    } finally {
      warnings.restore()
    }
  }, 60_000)

  it('reads past the data cache for callers outside a page render', async () => {
    await upstreamSource.listCards('frp', { uncached: true })
    await upstreamSource.listCards('frp', { uncached: true })
    expect(listCalls('frp')).toBe(2)
  })

  it('lists logos', async () => {
    const logos = await upstreamSource.listLogos('channel-partner')
    expect(logos).toHaveLength(fixture.upstream.data.logos['channel-partner']!.length)
  })

  it('drops an invalid item, keeps the rest and logs which one', async () => {
    fixture.upstream.data.products.fan!.splice(1, 0, { _id: 'bad', slug: 'bad-fan', name: 42, images: { cover: '/x' } })
    const fans = await upstreamSource.listCards('fan')
    expect(fans).toHaveLength(fanCount() - 1)
    expect(fans?.map((fan) => fan.slug)).not.toContain('bad-fan')
    expect(fixture.errors.join('\n')).toMatch(/GET \/api\/product\/list\/fan items: dropped 1 invalid: #1 \(bad-fan\) name/)
  })

  // One line each: a call's trouble is logged when it starts, not again while it lasts.
  it.each([
    ['hang', 'solar', /no answer within 300 ms/],
    ['http-500', 'light', /HTTP 500/],
    ['malformed-json', 'ac', /malformed JSON/],
    ['refuse', 'frp', /unreachable/],
    ['huge', 'fan', /over the \d+-byte limit/],
  ] as const)('answers null when upstream fails with %s and nothing was kept', async (fault, line, reason) => {
    if (fault === 'hang') process.env.API_TIMEOUT_MS = '300'
    await fixture.upstream.setFault(fault)
    expect(await upstreamSource.listCards(line)).toBeNull()
    // Two attempts at most; the hang case ends by the timeout, which its logged reason names.
    expect(fixture.upstream.requests.filter((request) => request === `GET /api/product/list/${line}`).length).toBeLessThanOrEqual(2)
    expect(fixture.errors.join('\n')).toMatch(reason)
  })

  it('answers the last good list while upstream fails, and logs the failure once', async () => {
    const good = await upstreamSource.listCards('ac')
    await fixture.upstream.setFault('http-500')
    fixture.afresh()
    expect(await upstreamSource.listCards('ac')).toEqual(good)
    expect(await upstreamSource.listCards('ac')).toEqual(good)
    const failures = fixture.errors.filter((line) => line.includes('GET /api/product/list/ac:'))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/HTTP 500 \(last good answer\)/)
  })

  it('logs an outage once even when its reason changes, and again after a recovery', async () => {
    await fixture.upstream.setFault('http-500')
    await upstreamSource.listLogos('happy-customer')
    await fixture.upstream.setFault('malformed-json')
    await upstreamSource.listLogos('happy-customer')
    await fixture.upstream.setFault('none')
    await upstreamSource.listLogos('happy-customer')
    await fixture.upstream.setFault('http-500')
    await upstreamSource.listLogos('happy-customer')
    expect(fixture.errors.filter((line) => line.includes('GET /api/logo/list/happy-customer:'))).toEqual([
      expect.stringMatching(/HTTP 500/),
      expect.stringMatching(/HTTP 500/),
    ])
  })

  it('serves fresh data again once upstream recovers', async () => {
    await upstreamSource.listCards('frp')
    await fixture.upstream.setFault('http-500')
    fixture.afresh()
    await upstreamSource.listCards('frp')
    await fixture.upstream.setFault('none')
    fixture.upstream.updateProduct(fixture.upstream.data.products.frp![0]!.slug as string, { name: 'Renamed bench' })
    const frp = await upstreamSource.listCards('frp')
    expect(frp?.[0]?.name).toBe('Renamed bench')
  })

  it('treats an answer that is not a list as a failure', async () => {
    fixture.upstream.data.products.trading = { not: 'a list' } as never
    expect(await upstreamSource.listCards('trading')).toBeNull()
    expect(fixture.errors.join('\n')).toMatch(/not a list/)
  })
})
