import { createServer, type Server } from 'node:http'
import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from './registry'

/**
 * The instance's metrics, in Prometheus's text format, on a port of their own (METRICS_PORT on
 * METRICS_HOST), never the site's: nginx never reaches it, so visitors never see it. `details`
 * answers /health with the dependencies' states for operators.
 */
export function startMetricsServer(host: string, port: number, details: () => Promise<unknown>): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end()
      } else if (path === '/metrics') {
        // Read before the head is written: a failure must still be able to answer 500.
        const { registry } = metrics()
        const text = await registry.metrics()
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text)
      } else if (path === '/health') {
        const body = JSON.stringify(await details())
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body)
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: /metrics or /health\n')
      }
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`)
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      logEvent('info', 'metrics.listening', { host, port })
      resolve(server)
    })
  })
}
