import diagnostics from 'node:diagnostics_channel'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { captureLog } from '@/tests/support/log'
import { freePort } from '@/tests/support/ports'
import { metrics } from './registry'
import { startObservability } from './start'

/**
 * What an instance starts for its operators, against real servers: a site that answers 200, or
 * 500 on /broken, and the metrics server startObservability starts on METRICS_PORT.
 */
const site = createServer((request, response) => response.writeHead(request.url === '/broken' ? 500 : 200).end('ok'))
let siteUrl: string
const outboxDir = mkdtempSync(path.join(tmpdir(), 'start-'))
const saved = { ...process.env }
let log: ReturnType<typeof captureLog>

beforeAll(async () => {
  log = captureLog()
  Object.assign(process.env, { OUTBOX_DIR: outboxDir, API_URL: '', REDIS_URL: '', REDIS_CACHE_URL: '', METRICS_PORT: '' })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(async () => {
  log.restore()
  process.env = saved
  await new Promise((resolve) => site.close(resolve))
  rmSync(outboxDir, { recursive: true, force: true })
})

const requests = async () => (await metrics().httpRequests.get()).values.map(({ labels, value }) => ({ ...labels, value }))
const fetched = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, text: await response.text() }
}

// First: without METRICS_PORT. Node's diagnostics channels are the process's, so the second test's
// start adds to this one's (which then only logs failures, counting nothing).
describe('startObservability without METRICS_PORT', () => {
  it('counts nothing, yet logs a failed request with its id, and registers the scraped gauges', async () => {
    await startObservability()
    await fetched(`${siteUrl}/brands`)
    await fetched(`${siteUrl}/broken`)
    expect(await requests()).toEqual([])
    expect(log.events.filter((event) => event.event === 'request.failed')).toEqual([
      expect.objectContaining({ level: 'error', route: '/[...page]', status: 500, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
    ])
    expect(metrics().registry.getSingleMetric('site_outbox_max_messages')).toBeDefined()
    expect(log.events.filter((event) => event.event === 'metrics.listening' || event.event === 'config.warning')).toEqual([])
  })
})

describe('startObservability with METRICS_PORT, in production without SITE_URL', () => {
  let metricsServer: Server | undefined
  const seeServer = (message: unknown) => void (metricsServer ??= (message as { server: Server }).server)
  afterAll(async () => {
    diagnostics.unsubscribe('http.server.request.start', seeServer)
    await new Promise((resolve) => metricsServer?.close(resolve))
  })

  it("counts the site's requests, never the metrics port's, which answers /metrics and /health, and warns of SITE_URL once", async () => {
    const port = await freePort()
    Object.assign(process.env, { METRICS_PORT: String(port), NODE_ENV: 'production', SITE_URL: '' })
    try {
      await startObservability()
    } finally {
      Object.assign(process.env, { NODE_ENV: saved.NODE_ENV })
    }
    await fetched(`${siteUrl}/brands`)
    // The metrics port's own requests, the server they come to seen to close it after.
    diagnostics.subscribe('http.server.request.start', seeServer)
    const metricsUrl = `http://127.0.0.1:${port}`
    expect(JSON.parse((await fetched(`${metricsUrl}/health`)).text)).toMatchObject({ status: 'ok', upstream: 'embedded', redis: 'unused' })
    const scraped = await fetched(`${metricsUrl}/metrics`)
    expect(scraped.status).toBe(200)
    expect(scraped.text).toMatch(/^site_http_requests_total\{route="\/brands",method="GET",status="2xx",served="dynamic"\} 1$/m)
    expect(scraped.text).toMatch(/^site_outbox_max_messages \d+$/m)
    expect(await requests()).toEqual([{ route: '/brands', method: 'GET', status: '2xx', served: 'dynamic', value: 1 }])
    expect(log.events.filter((event) => event.event === 'metrics.listening')).toEqual([
      expect.objectContaining({ host: '127.0.0.1', port }),
    ])
    expect(log.events.filter((event) => event.event === 'config.warning')).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^SITE_URL is not set\./) }),
    ])
  })
})
