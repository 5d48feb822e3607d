import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { captureLog } from '@/tests/support/log'
import { metrics } from './registry'
import { startMetricsServer } from './server'

/** The metrics port as Prometheus and an operator reach it: a real server on a free port. */
let server: Server
let base: string
let details: () => Promise<unknown> = async () => ({ status: 'ok', redis: 'unused' })
let log: ReturnType<typeof captureLog>

beforeAll(async () => {
  log = captureLog()
  server = await startMetricsServer('127.0.0.1', 0, () => details())
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  log.restore()
  await new Promise((resolve) => server.close(resolve))
})

describe('the metrics server', () => {
  it("answers /metrics with the registry in Prometheus's text format, never cached", async () => {
    metrics().searchQueries.inc()
    const response = await fetch(`${base}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(metrics().registry.contentType)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toMatch(/^site_search_queries_total 1$/m)
  })

  it("answers /health with the details' JSON, never cached, whatever the query", async () => {
    const response = await fetch(`${base}/health?x=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', redis: 'unused' })
  })

  it('answers HEAD as GET, without a body', async () => {
    const response = await fetch(`${base}/metrics`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('')
  })

  it('refuses any other method with 405, saying which it takes, whatever the path', async () => {
    for (const path of ['/metrics', '/health', '/other']) {
      const response = await fetch(`${base}${path}`, { method: 'POST', body: 'x' })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(await response.text()).toBe('')
    }
  })

  it('answers any other path 404, naming the two it serves', async () => {
    for (const path of ['/', '/metrics/x', '/healthz']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/plain')
      expect(await response.text()).toBe('Not found: /metrics or /health\n')
    }
  })

  it('answers 500 with the reason when the details fail, and keeps serving', async () => {
    details = () => Promise.reject(new Error('outbox unreadable'))
    try {
      const response = await fetch(`${base}/health`)
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toBe('text/plain')
      expect(await response.text()).toBe('outbox unreadable\n')
    } finally {
      details = async () => ({ status: 'ok' })
    }
    expect((await fetch(`${base}/health`)).status).toBe(200)
  })

  it('says where it listens, once', () => {
    const port = (server.address() as AddressInfo).port
    expect(log.events.filter((event) => event.event === 'metrics.listening')).toEqual([
      expect.objectContaining({ level: 'info', host: '127.0.0.1', port: 0 }),
    ])
    expect(port).toBeGreaterThan(0)
  })

  it('fails to start, and says why, on a port already taken', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    try {
      const port = (taken.address() as AddressInfo).port
      await expect(startMetricsServer('127.0.0.1', port, details)).rejects.toMatchObject({ code: 'EADDRINUSE' })
      expect(log.events.filter((event) => event.event === 'metrics.listening')).toHaveLength(1)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
