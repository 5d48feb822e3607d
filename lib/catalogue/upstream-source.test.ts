import { fakeUpstreamForThisFile } from '@/tests/support/fake-upstream-jest'
import { scaledData } from '@/tests/fixtures/upstream/data'
import { upstreamSource } from './upstream-source'

/** The upstream client against a real HTTP server on 127.0.0.1: no mocked fetch. */
const fixture = fakeUpstreamForThisFile()

const fanCount = () => fixture.upstream.data.products.fan!.length
const listCalls = (line: string) => fixture.upstream.requests.filter((request) => request === `GET /api/product/list/${line}`).length

const options = (keep: boolean) => ({ keep, hosts: [] })

/** Upstream answers the line again: its outage is over, so the next one is logged anew. */
const recovered = async (line: 'light' | 'frp') => {
  await fixture.upstream.setFault('none')
  await upstreamSource.loadLine(line, options(false))
}

/** The clock a retry period (CATALOGUE_RETRY_SECONDS, 30 s by default) on from where it was. */
const realNow = Date.now.bind(Date)
let shift = 0
function retryPeriodLater() {
  shift += 30_000
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift)
}

describe('upstream catalogue client', () => {
  it('loads a line as cards and search documents, each call straight from upstream', async () => {
    const fans = await upstreamSource.loadLine('fan', options(true))
    const first = fixture.upstream.data.products.fan![0]! as { slug: string; keyFeatures: string[]; models: { id: string }[] }
    expect(fans?.fresh).toBe(true)
    expect(fans?.cards).toHaveLength(fanCount())
    expect(fans?.cards[0]).toMatchObject({ slug: first.slug, images: { cover: expect.any(String) } })
    expect(fans?.cards[0]).not.toHaveProperty('description')
    expect(fans?.documents[0]).toEqual({ slug: first.slug, keyFeatures: first.keyFeatures, models: first.models.map((model) => model.id) })
    await upstreamSource.loadLine('fan', options(true))
    expect(listCalls('fan')).toBe(2)
  })

  // Thousands of products: over 2 MB as cards, several times that as upstream sends them.
  it('loads a line of thousands of products, and keeps it as the last good copy', async () => {
    process.env.API_MAX_BYTES = String(64 * 1024 * 1024)
    process.env.API_TIMEOUT_MS = '20000'
    fixture.upstream.data.products.light = scaledData(6 * 3500).products.light!
    const lights = await upstreamSource.loadLine('light', options(true))
    expect(lights?.cards).toHaveLength(3500)
    expect(new Set(lights?.pages).size).toBe(3500)
    await fixture.upstream.setFault('http-500')
    // A last good copy carries no page hashes: it says nothing new of any page.
    expect(await upstreamSource.loadLine('light', options(true))).toEqual({ ...lights, fresh: false, pages: undefined })
    await recovered('light')
  }, 60_000)

  it('keeps nothing and falls back on nothing for a preview', async () => {
    await upstreamSource.loadLine('frp', options(false))
    await fixture.upstream.setFault('http-500')
    expect(await upstreamSource.loadLine('frp', options(false))).toBeNull()
    expect(await upstreamSource.loadLine('frp', options(true))).toBeNull()
    await recovered('frp')
  })

  it('lists logos', async () => {
    const logos = await upstreamSource.listLogos('channel-partner')
    expect(logos).toHaveLength(fixture.upstream.data.logos['channel-partner']!.length)
  })

  it('refuses an invalid item in the line’s report, keeps the rest, and counts no upstream failure', async () => {
    fixture.upstream.data.products.fan!.splice(1, 0, { _id: 'bad', slug: 'bad-fan', name: 42, images: { cover: '/x' } })
    fixture.afresh()
    const fans = await upstreamSource.loadLine('fan', options(true))
    expect(fans?.cards).toHaveLength(fanCount() - 1)
    expect(fans?.cards.map((fan) => fan.slug)).not.toContain('bad-fan')
    expect(fans?.report).toMatchObject({
      shown: fanCount() - 1,
      refused: 1,
      refusedItems: [{ id: 'bad', slug: 'bad-fan', reasons: [{ field: 'name' }] }],
    })
    expect(fixture.errors.join('\n')).not.toMatch(/upstream\.failure/)
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
    expect(await upstreamSource.loadLine(line, options(true))).toBeNull()
    // Two attempts at most; the hang case ends by the timeout, which its logged reason names.
    expect(fixture.upstream.requests.filter((request) => request === `GET /api/product/list/${line}`).length).toBeLessThanOrEqual(2)
    expect(fixture.errors.join('\n')).toMatch(reason)
  })

  it('answers the last good list while upstream fails, and logs the failure once', async () => {
    const good = await upstreamSource.loadLine('ac', options(true))
    await fixture.upstream.setFault('http-500')
    fixture.afresh()
    expect(await upstreamSource.loadLine('ac', options(true))).toEqual({ ...good, fresh: false, pages: undefined })
    expect(await upstreamSource.loadLine('ac', options(true))).toEqual({ ...good, fresh: false, pages: undefined })
    const failures = fixture.errors.filter((line) => line.includes('GET /api/product/list/ac:'))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/HTTP 500 \(last good answer\)/)
  })

  it('logs an outage once even when its reason changes, and again after a recovery', async () => {
    // Each call a retry period after the one before: a failed list is not asked again sooner.
    await fixture.upstream.setFault('http-500')
    await upstreamSource.listLogos('happy-customer')
    await fixture.upstream.setFault('malformed-json')
    retryPeriodLater()
    await upstreamSource.listLogos('happy-customer')
    await fixture.upstream.setFault('none')
    retryPeriodLater()
    await upstreamSource.listLogos('happy-customer')
    await fixture.upstream.setFault('http-500')
    await upstreamSource.listLogos('happy-customer')
    expect(fixture.errors.filter((line) => line.includes('GET /api/logo/list/happy-customer:'))).toEqual([
      expect.stringMatching(/HTTP 500/),
      expect.stringMatching(/HTTP 500/),
    ])
  })

  it('asks upstream for a failing logo list once a retry period, whatever the traffic', async () => {
    const calls = () => fixture.upstream.requests.filter((request) => request === 'GET /api/logo/list/channel-partner').length
    await fixture.upstream.setFault('http-500')
    const before = calls()
    expect(await upstreamSource.listLogos('channel-partner')).toBeNull()
    // One try is two attempts; the 20 requests after it, one after another or together, ask nothing.
    expect(calls()).toBe(before + 2)
    for (let request = 0; request < 10; request++) expect(await upstreamSource.listLogos('channel-partner')).toBeNull()
    await Promise.all(Array.from({ length: 10 }, () => upstreamSource.listLogos('channel-partner')))
    expect(calls()).toBe(before + 2)
    await fixture.upstream.setFault('none')
    retryPeriodLater()
    expect(await upstreamSource.listLogos('channel-partner')).toHaveLength(fixture.upstream.data.logos['channel-partner']!.length)
    expect(calls()).toBe(before + 3)
  })

  it('serves fresh data again once upstream recovers', async () => {
    await upstreamSource.loadLine('frp', options(true))
    await fixture.upstream.setFault('http-500')
    fixture.afresh()
    await upstreamSource.loadLine('frp', options(true))
    await fixture.upstream.setFault('none')
    fixture.upstream.updateProduct(fixture.upstream.data.products.frp![0]!.slug as string, { name: 'Renamed bench' })
    const frp = await upstreamSource.loadLine('frp', options(true))
    expect(frp).toMatchObject({ fresh: true, cards: [{ name: 'Renamed bench' }, ...frp!.cards.slice(1)] })
  })

  it('treats an answer that is not a list as a failure', async () => {
    fixture.upstream.data.products.trading = { not: 'a list' } as never
    expect(await upstreamSource.loadLine('trading', options(true))).toBeNull()
    expect(fixture.errors.join('\n')).toMatch(/not a list/)
  })
})
