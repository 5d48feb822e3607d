import { createServer } from 'node:net'

/**
 * The shared test server's port; isolated servers take free ports from the system. E2E_SITE_PORT
 * moves it, so two checkouts can run their suites on one machine without meeting on 3100 (with
 * CI unset, Playwright would otherwise reuse the other checkout's server).
 */
export const DEFAULT_SITE_PORT = sitePort(process.env.E2E_SITE_PORT)

function sitePort(value: string | undefined): number {
  if (!value) return 3100
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`E2E_SITE_PORT is not a port: ${value}`)
  return port
}

/** A port nothing listens on now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
