import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { embedded, first } from '@/tests/support/catalogue'
import { fakeUpstreamForThisFile } from '@/tests/support/fake-upstream-jest'
import { catalogue } from '.'

const fixture = fakeUpstreamForThisFile()
const NAMES = ['PORT', 'REVALIDATE_SECRET', 'REDIS_URL', 'API_URL'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))
const START = Date.UTC(2026, 10, 29, 8)
let clock = START

/** This instance's own webhook: each call's changed lines, and a wait for the next call. */
let webhook: Server
const announced: string[][] = []
let nextCall: Promise<void>
let called: () => void
const expectCall = () => (nextCall = new Promise((resolve) => (called = resolve)))

beforeAll(async () => {
  webhook = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      announced.push((JSON.parse(body) as { categories: string[] }).categories)
      response.writeHead(200).end()
      called()
    })
  })
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  await new Promise((resolve) => webhook.close(resolve))
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

beforeEach(() => {
  // A new process: its snapshot and first-seen watch made again.
  for (const name of ['catalogue-snapshot', 'catalogue-first-seen'])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`arkvolt.${name}`)]
  delete process.env.REDIS_URL
  process.env.PORT = String((webhook.address() as AddressInfo).port)
  process.env.REVALIDATE_SECRET = 'a-secret-of-16-chars-or-more'
  announced.length = 0
  expectCall()
  clock = START
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
})
afterEach(() => jest.restoreAllMocks())

const events = (name: string) => fixture.events.filter((event) => event.event === name)
const snapshots = () =>
  events('catalogue.snapshot').map(({ version, products, lines, previous }) => ({ version, products, lines, previous }))
const fan = first(embedded.fan).slug
const light = first(embedded.light).slug

describe('catalogue', () => {
  it('builds the snapshot from upstream when API_URL is set, and logs it', async () => {
    const snapshot = await catalogue().current()
    expect(fixture.upstream.requests.filter((request) => request.startsWith('GET /api/product/list/'))).toHaveLength(6)
    expect(snapshot.search.products.length).toBeGreaterThan(0)
    expect(snapshots()).toEqual([{ version: '0', products: snapshot.search.products.length, lines: 6, previous: null }])
  })

  it('builds it from the embedded catalogue without API_URL', async () => {
    delete process.env.API_URL
    const snapshot = await catalogue().current()
    expect(fixture.upstream.requests).toEqual([])
    expect(snapshot.lines.fan?.cards.map((card) => card.slug)).toEqual(embedded.fan.map((product) => product.slug))
  })

  it('counts in the log only the lines it could load', async () => {
    await fixture.upstream.setFault('http-500', '/api/product/list/solar')
    const snapshot = await catalogue().current()
    expect(snapshot.lines.solar).toBeNull()
    expect(snapshots()).toEqual([expect.objectContaining({ lines: 5 })])
    // Tried again once CATALOGUE_RETRY_SECONDS (30 s) have passed, not before.
    const solarCalls = () => fixture.upstream.requests.filter((request) => request.endsWith('/list/solar')).length
    const calls = solarCalls()
    clock += 29_999
    await catalogue().check()
    expect(solarCalls()).toBe(calls)
    clock += 1
    await catalogue().check()
    expect(solarCalls()).toBeGreaterThan(calls)
  })

  it('logs each refused item once, with its reasons, however many snapshots keep it', async () => {
    await fixture.upstream.setFault('hostile-items')
    const snapshot = await catalogue().current()
    const refused = events('catalogue.item_refused')
    const expected = Object.values(snapshot.report).reduce((sum, report) => sum + (report?.refused ?? 0), 0)
    expect(expected).toBeGreaterThan(0)
    expect(refused).toHaveLength(expected)
    for (const event of refused) {
      expect(event).toMatchObject({ level: 'warn', line: expect.any(String), reasons: expect.any(Array), fields: expect.any(Array) })
      expect((event.reasons as string[]).length).toBeGreaterThan(0)
      expect((event.fields as unknown[]).length).toBe((event.reasons as string[]).length)
      for (const reason of event.reasons as unknown[]) expect(typeof reason).toBe('string')
    }
    expect(refused.some((event) => typeof event.slug === 'string' && typeof event.id === 'string')).toBe(true)
    expect(refused.some((event) => (event.fields as unknown[]).some((field) => typeof field === 'string'))).toBe(true)
    // An edit elsewhere: a new snapshot, the same refusals, none logged again.
    fixture.upstream.updateProduct(fan, { name: 'Renamed fan' })
    await catalogue().refresh()
    expect(snapshots()).toHaveLength(2)
    expect(events('catalogue.item_refused')).toHaveLength(expected)
  })

  it('announces a change it found by age to its own webhook, and not one it was told of', async () => {
    const first = await catalogue().current()
    fixture.upstream.updateProduct(fan, { name: 'Told of' })
    await catalogue().refresh()
    fixture.upstream.updateProduct(light, { name: 'Found by age' })
    // Reloaded only once CATALOGUE_REVALIDATE_SECONDS (300 s) have passed.
    clock += 299_999
    await catalogue().check()
    expect(snapshots()).toHaveLength(2)
    clock += 1
    await catalogue().check()
    await nextCall
    // The first call the webhook gets: had the told change been announced, it would name fan.
    expect(announced).toEqual([['light']])
    expect(first.version).toBe('0')
    expect(snapshots().map(({ version, previous }) => [version, previous])).toEqual([
      ['0', null],
      ['1', '0'],
      ['2', '1'],
    ])
  })
})
