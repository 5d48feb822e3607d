import { expect, test } from '@playwright/test'
import { existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'
import { securityHeaders } from '@/lib/http/security-headers'
import { embedded, first } from './catalogue'
import { type ProxyNginx, startNginx, startSiteBehindNginx } from './nginx'
import { accessEntries } from './nginx-log'
import { freePort } from './ports'
import { type Answer, headerValues, pairs } from './raw-http'
import type { Site } from './site'

/**
 * deploy/nginx/site.conf in front of two `next start` instances, for the tests of one describe
 * block: started before its first test, stopped after its last. The instances' own contact limits
 * are out of the way, so what reaches them is what nginx let through, and each keeps its outbox
 * in its own folder.
 */
export function twoInstancesBehindNginx() {
  const front = {} as { sites: [Site, Site]; nginx: ProxyNginx }
  test.beforeAll(async () => {
    test.setTimeout(90_000) // two server starts on a loaded machine; hooks otherwise get the 30 s default
    const env = { OUTBOX_DIR: 'outbox', CONTACT_LIMIT_PER_CLIENT: '1000', CONTACT_LIMIT_TOTAL: '1000' }
    front.sites = await Promise.all([startSiteBehindNginx(env), startSiteBehindNginx(env)])
    front.nginx = await startNginx(front.sites.map((site) => site.url))
  })
  test.afterAll(async () => {
    await front.nginx?.stop()
    await Promise.all((front.sites ?? []).map((site) => site.dispose()))
  })
  return {
    get sites() {
      return front.sites
    },
    get nginx() {
      return front.nginx
    },
    /** A request to nginx, redirects left unfollowed. */
    get: (url: string, init: RequestInit = {}) => fetch(`${front.nginx.url}${url}`, { redirect: 'manual', ...init }),
    /** Messages the instances hold: each one is a contact post that reached Next and was accepted. */
    storedMessages: () =>
      front.sites.reduce((count, site) => {
        for (const folder of ['pending', 'sending']) {
          const dir = path.join(site.dir, 'outbox', folder)
          if (existsSync(dir)) count += readdirSync(dir).filter((name) => name.endsWith('.json') || name.endsWith('.claim')).length
        }
        return count
      }, 0),
    /** nginx's access log entries of one client address. */
    logOf: (address: string) => accessEntries(front.nginx).filter((entry) => entry.client === address),
  }
}

/** Not cached by nginx: each request reaches an instance. */
export const uncached = '/api/health'
/** The first product of a line in the embedded catalogue. */
export const productPath = (category: 'fan' | 'light' | 'solar' | 'ac' | 'frp') => `/products/${category}/${first(embedded[category]).slug}`

/**
 * Bytes no HTTP client would send, straight onto a socket (from another loopback address if
 * given); the answer once its body is complete (5 s at most).
 */
export function sendRaw(base: string, bytes: string, from?: string): Promise<Answer> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0)
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: from })
    const timer = setTimeout(() => finish(), 5000)
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = received.toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      if (end < 0) return reject(new Error(`no complete answer to ${JSON.stringify(bytes.slice(0, 40))}: ${JSON.stringify(text)}`))
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n')
      const headers = lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string])
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4), bytes: received.subarray(end + 4) })
    }
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const text = received.toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end))?.[1] ?? NaN)
      if (end >= 0 && received.length >= end + 4 + length) finish()
    })
    socket.on('end', finish)
    socket.on('error', (error) => (received.length ? finish() : reject(error)))
    socket.write(bytes)
  })
}

/** The headers every answer must carry once: the site's list (lib/http/security-headers.ts). */
const siteHeaders = securityHeaders({ imageHosts: [], development: false })
export const securityHeaderNames = siteHeaders.map(({ key }) => key.toLowerCase())
/** nginx's own answers: the site's values, with a CSP that allows nothing (its bodies need nothing). */
export const nginxOwnHeaders: Record<string, string> = {
  ...Object.fromEntries(siteHeaders.map(({ key, value }) => [key.toLowerCase(), value])),
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}

export function expectHeadersOnce(answer: Answer, expected: Record<string, string>, what: string) {
  for (const name of securityHeaderNames) expect(headerValues(answer, name), `${what}: ${name}`).toEqual([expected[name]])
}
/** nginx answered itself: its headers once each, Allow only on its 405, Retry-After only on its 429. */
export function expectNginxAnswer(answer: Answer, status: number, what: string) {
  expect(answer.status, what).toBe(status)
  expectHeadersOnce(answer, nginxOwnHeaders, what)
  expect(headerValues(answer, 'allow'), `${what}: allow`).toEqual(status === 405 ? ['GET, HEAD, POST'] : [])
  expect(headerValues(answer, 'retry-after'), `${what}: retry-after`).toEqual(status === 429 ? ['60'] : [])
}

/**
 * A server that answers 200 and remembers the headers of every request, as an instance would see
 * them. Its answer is short and says so, so the compressor asks for it once (see @check in site.conf).
 */
export async function startEcho() {
  const seen: { method: string; url: string; headers: [string, string][] }[] = []
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: pairs(request.rawHeaders) })
    request.resume()
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store', 'content-length': '2' })
      response.end('ok')
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
