import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reportHealthy, reportProblem } from '@/lib/catalogue/upstream-log'
import { catalogue } from '@/lib/catalogue/snapshot'
import { changeCodes, refusalCodes } from '@/lib/catalogue/report/findings'
import { CategorySchema } from '@/lib/catalogue/schemas'
import { getOutbox } from '@/lib/contact/process-stores'
import { redisClient } from '@/lib/redis/client.mjs'
import { captureLog } from '@/tests/support/log'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { metrics } from './registry'
import { registerScrapedGauges } from './scraped-gauges'

/**
 * The gauges an instance's /metrics shows as Prometheus scrapes it, read as Prometheus reads
 * them, from the state the catalogue, the upstream log, the outbox and the Redis connections keep.
 */
const redis = redisForThisFile('scraped-gauges')
const outboxDir = mkdtempSync(path.join(tmpdir(), 'scraped-gauges-'))
const START = Date.UTC(2026, 10, 29, 8)
let clock = START
let log: ReturnType<typeof captureLog>

beforeAll(() => {
  log = captureLog()
  Object.assign(process.env, { OUTBOX_DIR: outboxDir, OUTBOX_MAX_MESSAGES: '7', OUTBOX_MAX_BYTES: '70000', CATALOGUE_RETRY_SECONDS: '30' })
})
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  // Each test registers, as each instrumentation run does: the first adds the gauges, every later
  // one nothing (it would throw otherwise), and each test reaches the gauges' definitions.
  registerScrapedGauges()
})
afterEach(() => {
  jest.restoreAllMocks()
  for (const name of ['API_URL', 'REDIS_URL', 'REDIS_CACHE_URL']) delete process.env[name]
})
afterAll(() => {
  log.restore()
  rmSync(outboxDir, { recursive: true, force: true })
})

/** Each series of the gauge `name` as `labels value` (`value` alone without labels). */
async function series(name: string): Promise<string[]> {
  const { values } = await metrics().registry.getSingleMetric(name)!.get()
  return values.map(({ labels, value }) => {
    const text = Object.entries(labels)
      .map(([key, label]) => `${key}=${label}`)
      .join(',')
    return text ? `${text} ${value}` : String(value)
  })
}

describe('the scraped gauges', () => {
  it('say nothing of an upstream the site does not call, and nothing kept', async () => {
    expect(await series('site_upstream_up')).toEqual([])
    // Nor of one it calls, before the first call.
    process.env.API_URL = 'http://upstream.test'
    expect(await series('site_upstream_up')).toEqual([])
    delete process.env.API_URL
    // Absent, so the alerts that need an upstream (ContactMessageStuck) never fire without one.
    expect(await metrics().registry.getSingleMetricAsString('site_upstream_up')).not.toMatch(/^site_upstream_up /m)
    expect(await series('site_last_good_in_use')).toEqual(['kind=list 0', 'kind=product 0'])
    expect(await series('site_last_good_oldest_age_seconds')).toEqual(['0'])
  })

  it("show upstream's state and the last-good copies in use, by kind, with the oldest's age", async () => {
    process.env.API_URL = 'http://upstream.test'
    reportProblem('GET /api/product/list/fan', 'HTTP 500', 'last good answer', START - 90_000)
    reportProblem('GET /api/product/fetch/fan/aerozen', 'HTTP 500', 'cached answer', START - 30_000)
    reportProblem('GET /api/product/fetch/fan/other', 'HTTP 500', 'nothing kept', START - 10_000)
    expect(await series('site_upstream_up')).toEqual(['0'])
    expect(await series('site_last_good_in_use')).toEqual(['kind=list 1', 'kind=product 1'])
    expect(await series('site_last_good_oldest_age_seconds')).toEqual(['90'])

    reportHealthy('GET /api/product/list/fan', START)
    reportHealthy('GET /api/product/fetch/fan/aerozen', START)
    expect(await series('site_upstream_up')).toEqual(['1'])
    expect(await series('site_last_good_in_use')).toEqual(['kind=list 0', 'kind=product 0'])
    expect(await series('site_last_good_oldest_age_seconds')).toEqual(['0'])
    // Once the site is told to call no upstream, what it last heard of one no longer shows.
    delete process.env.API_URL
    expect(await series('site_upstream_up')).toEqual([])
  })

  it("show the outbox's limits, and what waits in it, read once a second", async () => {
    expect(await series('site_outbox_max_messages')).toEqual(['7'])
    expect(await series('site_outbox_max_bytes')).toEqual(['70000'])
    expect(await series('site_outbox_messages')).toEqual(['0'])
    expect(await series('site_outbox_oldest_message_age_seconds')).toEqual(['0'])

    await getOutbox().add({ senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Fans', messageBody: 'A quote, please.' })
    // Within the second of the last read, a scrape's three gauges share that read.
    expect(await series('site_outbox_messages')).toEqual(['0'])
    clock += 1000
    expect(await series('site_outbox_messages')).toEqual(['0'])
    clock += 1
    expect(await series('site_outbox_messages')).toEqual(['1'])
    const [bytes] = await series('site_outbox_bytes')
    expect(Number(bytes)).toBeGreaterThan(50)
    clock += 4000
    expect(await series('site_outbox_oldest_message_age_seconds')).toEqual(['5.001'])
  })

  it('show each Redis server in use, up or on its fallback', async () => {
    expect(await series('site_redis_up')).toEqual([])
    process.env.REDIS_URL = redis.url()
    await redisClient(redis.url())
    expect(await series('site_redis_up')).toEqual(['server=durable 1', 'server=cache 1'])
    expect(await series('site_redis_fallback_active')).toEqual(['server=durable 0', 'server=cache 0'])
    process.env.REDIS_CACHE_URL = 'redis://127.0.0.1:1'
    expect(await series('site_redis_up')).toEqual(['server=durable 1', 'server=cache 0'])
    expect(await series('site_redis_fallback_active')).toEqual(['server=durable 0', 'server=cache 1'])
  })

  it("show the catalogue snapshot's products, age and findings once there is one", async () => {
    expect(await series('site_catalogue_products')).toEqual(['0'])
    expect(await series('site_catalogue_snapshot_age_seconds')).toEqual(['0'])
    expect(await series('site_catalogue_refused_items')).toEqual([])
    const snapshot = await catalogue().current()
    clock += 12_000
    expect(await series('site_catalogue_products')).toEqual([String(snapshot.search.products.length)])
    expect(snapshot.search.products.length).toBeGreaterThan(0)
    expect(await series('site_catalogue_snapshot_age_seconds')).toEqual([String((clock - snapshot.builtAt) / 1000)])
    const refused = await series('site_catalogue_refused_items')
    expect(refused).toHaveLength(CategorySchema.options.length * refusalCodes.length)
    expect(refused).toContain(`line=fan,reason=${refusalCodes[0]} ${snapshot.report.fan?.refusedBy[refusalCodes[0]] ?? 0}`)
    const changed = await series('site_catalogue_changed_items')
    expect(changed).toHaveLength(CategorySchema.options.length * changeCodes.length)
    expect(changed).toContain(`line=fan,change=${changeCodes[0]} ${snapshot.report.fan?.changedBy[changeCodes[0]] ?? 0}`)
  })
})
