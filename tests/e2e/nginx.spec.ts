import { expect, test } from '@playwright/test'
import { existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'
import { securityHeaders } from '@/lib/security-headers'
import { embedded, first } from '../support/catalogue'
import { sampleMessage } from '../support/contact'
import { mostLetThrough, type Nginx, proxySecret, startNginx, startSiteBehindNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import { type Answer, headerValues, pairs, type Send, send } from '../support/raw-http'
import type { Site } from '../support/site'

/** Bytes no HTTP client would send, straight onto a socket; the answer once its body is complete (5 s at most). */
function sendRaw(base: string, bytes: string): Promise<Answer> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0)
    const socket = connect({ host: url.hostname, port: Number(url.port) })
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

/** The headers every answer must carry once: the site's list (lib/security-headers.ts). */
const siteHeaders = securityHeaders({ imageHosts: [], development: false })
const securityHeaderNames = siteHeaders.map(({ key }) => key.toLowerCase())
/** nginx's own answers: the site's values, with a CSP that allows nothing (its bodies need nothing). */
const nginxOwnHeaders: Record<string, string> = {
  ...Object.fromEntries(siteHeaders.map(({ key, value }) => [key.toLowerCase(), value])),
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}

function expectHeadersOnce(answer: Answer, expected: Record<string, string>, what: string) {
  for (const name of securityHeaderNames) expect(headerValues(answer, name), `${what}: ${name}`).toEqual([expected[name]])
}
/** nginx answered itself: its headers once each, Allow only on its 405, Retry-After only on its 429. */
function expectNginxAnswer(answer: Answer, status: number, what: string) {
  expect(answer.status, what).toBe(status)
  expectHeadersOnce(answer, nginxOwnHeaders, what)
  expect(headerValues(answer, 'allow'), `${what}: allow`).toEqual(status === 405 ? ['GET, HEAD, POST'] : [])
  expect(headerValues(answer, 'retry-after'), `${what}: retry-after`).toEqual(status === 429 ? ['60'] : [])
}

/** A server that answers 200 and remembers the headers of every request, as an instance would see them. */
async function startEcho() {
  const seen: { method: string; url: string; headers: [string, string][] }[] = []
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: pairs(request.rawHeaders) })
    request.resume()
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
      response.end('ok')
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * deploy/nginx/site.conf, as production runs it, in front of two `next start` instances:
 * balancing and failover, compression, the static files' cache and the HTML micro-cache, which
 * must never keep what the site marks uncacheable nor mix HTML with RSC payloads; and what makes
 * it fit for the open internet: the proxy secret, the abuse limits, the methods it refuses and
 * the security headers on every answer, its own included.
 */
test.describe('nginx in front of two instances', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let sites: Site[]
  let nginx: Nginx

  test.beforeAll(async () => {
    test.setTimeout(90_000) // two server starts on a loaded machine; hooks otherwise get the 30 s default
    // The instances' own contact limits are out of the way: what reaches them is what nginx let through.
    const env = { OUTBOX_DIR: 'outbox', CONTACT_LIMIT_PER_CLIENT: '1000', CONTACT_LIMIT_TOTAL: '1000' }
    sites = await Promise.all([startSiteBehindNginx(env), startSiteBehindNginx(env)])
    nginx = await startNginx(sites.map((site) => site.url))
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await Promise.all((sites ?? []).map((site) => site.dispose()))
  })

  const get = (url: string, init: RequestInit = {}) => fetch(`${nginx.url}${url}`, { redirect: 'manual', ...init })
  const cacheStatus = async (url: string, init: RequestInit = {}) => {
    const response = await get(url, init)
    await response.arrayBuffer()
    return response.headers.get('x-cache-status')
  }
  const productPath = (category: 'fan' | 'light' | 'solar' | 'ac' | 'frp') => `/products/${category}/${first(embedded[category]).slug}`
  // Not cached by nginx: each request reaches an instance.
  const uncached = '/api/health'
  /** Messages the instances hold: each one is a contact post that reached Next and was accepted. */
  const storedMessages = () =>
    sites.reduce((count, site) => {
      for (const folder of ['pending', 'sending']) {
        const dir = path.join(site.dir, 'outbox', folder)
        if (existsSync(dir)) count += readdirSync(dir).filter((name) => name.endsWith('.json') || name.endsWith('.claim')).length
      }
      return count
    }, 0)
  /** nginx's access log lines of one client address. */
  const logOf = (address: string) => nginx.accessLog().filter((line) => line.startsWith(`${address} `))

  test('requests are spread over both instances', async () => {
    for (let i = 0; i < 8; i++) expect((await get(uncached)).status).toBe(200)
    await expect.poll(() => nginx.accessLog().filter((line) => line.includes(`GET ${uncached} `)).length, { timeout: 5000 }).toBe(8)
    const upstreams = new Set(
      nginx
        .accessLog()
        .filter((line) => line.includes(`GET ${uncached} `))
        .map((line) => line.match(/upstream=(\S+)/)?.[1]),
    )
    expect(upstreams).toEqual(new Set(sites.map((site) => new URL(site.url).host)))
  })

  test('built files are read from nginx’s disk and immutable for a year; a missing one is not remembered', async () => {
    const html = await (await get('/')).text()
    const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0]
    expect(asset, 'a /_next/static/ file linked from the home page').toBeTruthy()
    const response = await get(asset!)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await response.arrayBuffer()
    // nginx answered from its own files: no instance was asked.
    const assetLines = () => nginx.accessLog().filter((line) => line.includes(`"GET ${asset} `))
    await expect.poll(() => assetLines().length, { timeout: 5000 }).toBe(1)
    expect(assetLines()[0]).toContain('upstream=- ')

    // Not on nginx's disk, so an instance is asked: its 404 is neither kept nor cacheable.
    const missing = await get('/_next/static/chunks/no-such-file.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(await cacheStatus('/_next/static/chunks/no-such-file.js')).not.toBe('HIT')
  })

  test('a product page is cached for seconds: MISS, HIT, then refreshed behind a stale copy', async () => {
    const page = productPath('light')
    expect(await cacheStatus(page)).toBe('MISS')
    const cachedAt = Date.now()
    expect(await cacheStatus(page)).toBe('HIT')
    // 5 s, counted in whole seconds: more than 3 s and gone within 6 s (7 on a loaded machine),
    // whatever the site's own s-maxage (minutes). Asked until nginx no longer answers HIT.
    let status: string | null = 'HIT'
    await expect
      .poll(async () => (status = await cacheStatus(page)), { timeout: 7000 - (Date.now() - cachedAt), intervals: [200] })
      .not.toBe('HIT')
    expect(Date.now() - cachedAt).toBeGreaterThan(3000)
    expect(['STALE', 'UPDATING', 'EXPIRED']).toContain(status)
  })

  test('what the site marks uncacheable, and errors, are never served from the cache', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await get(uncached)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      expect(response.headers.get('x-cache-status')).not.toBe('HIT')
    }
    for (let i = 0; i < 3; i++) expect(await cacheStatus('/products/fan/no-such-product')).not.toBe('HIT')
  })

  test('a made-up product is a 404 that no cache in front may keep, while a real page keeps its lifetime', async () => {
    const missing = await get('/products/fan/no-such-product')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
    await missing.arrayBuffer()
    const real = await get(productPath('fan'))
    expect(real.headers.get('cache-control')).toMatch(/^s-maxage=\d+/)
    await real.arrayBuffer()
  })

  test('a POST is never answered from the cache, nor stored for the GETs after it', async () => {
    const page = productPath('solar')
    for (let i = 0; i < 2; i++) {
      const response = await get(page, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })
      await response.arrayBuffer()
      expect(response.headers.get('x-cache-status')).not.toBe('HIT')
    }
    expect(await cacheStatus(page)).toBe('MISS')
  })

  test('RSC requests get the RSC payload, never the cached HTML, and the reverse', async () => {
    const rsc = { headers: { RSC: '1' } }
    // Next sends RSC requests to a URL carrying a hash of their headers; find it for this page.
    const page = productPath('ac')
    const redirect = await get(page, rsc)
    const rscUrl = redirect.status === 307 ? redirect.headers.get('location')! : page
    await redirect.arrayBuffer()

    // HTML cached first under the RSC URL, then an RSC request for it.
    for (let i = 0; i < 2; i++) await cacheStatus(rscUrl)
    expect(await cacheStatus(rscUrl)).toBe('HIT')
    const payload = await get(rscUrl, rsc)
    expect(payload.status).toBe(200)
    expect(payload.headers.get('content-type')).toContain('text/x-component')
    expect(await payload.text()).not.toContain('<html')

    // The RSC payload cached first, then a page visit.
    const other = productPath('frp')
    const otherRedirect = await get(other, rsc)
    const otherRsc = otherRedirect.status === 307 ? otherRedirect.headers.get('location')! : other
    await otherRedirect.arrayBuffer()
    for (let i = 0; i < 2; i++) await cacheStatus(otherRsc, rsc)
    expect(await cacheStatus(otherRsc, rsc)).toBe('HIT')
    const html = await get(otherRsc)
    expect(html.headers.get('content-type')).toContain('text/html')
    expect(await html.text()).toContain('</html>')
  })

  test.describe('abuse limits', () => {
    const flood = 20
    /** All at once from one address; how many nginx let through, and proof that the rest never reached an instance. */
    async function floodFrom(address: string, request: () => { target: string } & Send) {
      const what = `${request().target} flood from ${address}`
      const before = storedMessages()
      const answers = await Promise.all(
        Array.from({ length: flood }, () => {
          const { target, ...init } = request()
          return send(nginx.url, target, { ...init, from: address })
        }),
      )
      const passed = answers.filter((answer) => answer.status !== 429)
      const refused = answers.filter((answer) => answer.status === 429)
      expect(passed.length + refused.length).toBe(flood)
      // Every request nginx let through was accepted and stored by an instance; no refused one was.
      expect(storedMessages() - before).toBe(passed.length)
      // nginx logs a request once it has answered it: wait for the last lines.
      await expect.poll(() => logOf(address).length, { timeout: 5000 }).toBe(flood)
      const lines = logOf(address)
      // Six at once (burst 5 + 1), and one more per 10 s the flood lasted by nginx's own clock.
      expect(passed.length).toBeGreaterThanOrEqual(1)
      expect(passed.length).toBeLessThanOrEqual(mostLetThrough(lines, 'site_contact'))
      for (const line of lines.filter((entry) => / 429 /.test(entry))) expect(line).toContain('upstream=- ')
      expect(lines.filter((line) => !line.includes('upstream=- '))).toHaveLength(passed.length)
      for (const answer of refused) expectNginxAnswer(answer, 429, what)
      return passed
    }
    const messageFields: Record<string, string> = { ...sampleMessage }

    test('a flood of JSON contact posts from one address is refused by nginx before Next', async () => {
      const passed = await floodFrom('127.0.0.2', () => ({
        target: '/api/contact',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(messageFields),
      }))
      for (const answer of passed) expect(JSON.parse(answer.body)).toEqual({ status: 'accepted' })
      // Another address has a bucket of its own.
      const other = await send(nginx.url, '/api/contact', {
        method: 'POST',
        from: '127.0.0.3',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(messageFields),
      })
      expect(other.status).toBe(200)
    })

    test('a flood of server-action posts, with and without JavaScript, is refused by nginx before Next', async () => {
      // The contact form as the page renders it for browsers without JavaScript: its action's id and key.
      const html = (await send(nginx.url, '/contact')).body
      const field = (name: string) => {
        const value = new RegExp(`name="${name.replace(/\$/g, '\\$')}"(?: value="([^"]*)")?`).exec(html)
        expect(value, `the form's ${name} field`).toBeTruthy()
        return (value![1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
      }
      const bound = field('$ACTION_1:0')
      const actionId = (JSON.parse(bound) as { id: string }).id
      const noScriptFields: [string, string][] = [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', bound],
        ['$ACTION_1:1', field('$ACTION_1:1')],
        ['$ACTION_KEY', field('$ACTION_KEY')],
      ]
      // Fields in the given order (an object would put "0" first).
      const multipart = (fields: [string, string][]) => {
        const boundary = `----nginx-spec-${Math.random().toString(16).slice(2)}`
        const body = fields
          .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('')
        return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: `${body}--${boundary}--\r\n` }
      }

      // With JavaScript: what React sends, the action's arguments (state, form data) encoded as a reply.
      const withScript = await floodFrom('127.0.0.4', () => {
        // The form data as part 1, then the root "0" naming it: the server reads them in this order.
        const form = multipart([
          ...Object.entries(messageFields).map(([name, value]): [string, string] => [`_1_${name}`, value]),
          ['0', '[{"status":"idle"},"$K1"]'],
        ])
        return {
          target: '/contact',
          method: 'POST',
          headers: { ...form.headers, 'next-action': actionId, accept: 'text/x-component' },
          body: form.body,
        }
      })
      for (const answer of withScript) expect(answer.body).toContain('"status":"success"')

      // Without JavaScript: a plain form post to the page, with no Next-Action header.
      const withoutScript = await floodFrom('127.0.0.5', () => {
        const form = multipart([...noScriptFields, ...Object.entries(messageFields), ['consent', 'on']])
        return { target: '/contact', method: 'POST', headers: form.headers, body: form.body }
      })
      for (const answer of withoutScript) expect(answer.body).toContain('Your message has been sent successfully')
    })

    test('a flood of webhook calls is cut to the webhook burst; a page worth of images never is', async () => {
      const webhook = await Promise.all(
        Array.from({ length: 40 }, () =>
          send(nginx.url, '/api/revalidate', {
            method: 'POST',
            from: '127.0.0.6',
            headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'not-the-secret-at-all' },
            body: '{"tags":["products"]}',
          }),
        ),
      )
      const reached = webhook.filter((answer) => answer.status !== 429).length
      expect(reached).toBeGreaterThanOrEqual(1)
      await expect.poll(() => logOf('127.0.0.6').length, { timeout: 5000 }).toBe(40)
      // 21 at once (burst 20 + 1), and one more per 5 s the flood lasted by nginx's own clock.
      expect(reached).toBeLessThanOrEqual(mostLetThrough(logOf('127.0.0.6'), 'site_webhook'))
      expect(logOf('127.0.0.6').filter((line) => !line.includes('upstream=- '))).toHaveLength(reached)

      // Every image of a catalogue page, twice over and all at once, as a browser with a cold cache asks.
      const page = (await send(nginx.url, '/products/fan')).body
      const images = [...new Set([...page.matchAll(/\/_next\/image\?[^"\s,]+/g)].map(([url]) => url.replace(/&amp;/g, '&')))]
      expect(images.length).toBeGreaterThan(3)
      const targets = Array.from({ length: 60 }, (_, i) => images[i % images.length]!)
      const answers = await Promise.all(targets.map((target) => send(nginx.url, target, { from: '127.0.0.7' })))
      expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200))
    })
  })

  test.describe('methods', () => {
    test('TRACE is answered 405 by nginx and never reaches an instance', async () => {
      const answer = await send(nginx.url, '/', { method: 'TRACE', from: '127.0.0.8' })
      expectNginxAnswer(answer, 405, 'TRACE /')
      expect(answer.body).not.toContain('x-proxy-secret')
    })

    test('methods the site never uses get 405 from nginx, on pages and on the API', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL']) {
        for (const target of ['/', '/api/contact', '/_next/static/chunks/x.js']) {
          const answer = await send(nginx.url, target, {
            method,
            from: '127.0.0.8',
            ...(method === 'PUT' || method === 'PATCH' ? { body: '{}' } : {}),
          })
          expectNginxAnswer(answer, 405, `${method} ${target}`)
        }
      }
      // CONNECT cannot be sent with Node's client; nginx refuses it too (400 or 405).
      const connectAnswer = await sendRaw(nginx.url, 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n')
      expect([400, 405]).toContain(connectAnswer.status)
      expectHeadersOnce(connectAnswer, nginxOwnHeaders, 'CONNECT')
      // None of them reached an instance.
      const refusedLines = () => nginx.accessLog().filter((line) => line.startsWith('127.0.0.8 ') || line.includes('"CONNECT '))
      await expect.poll(() => refusedLines().length, { timeout: 5000 }).toBe(20)
      for (const line of refusedLines()) expect(line).toContain('upstream=- ')
    })
  })

  test.describe('security headers', () => {
    test("nginx's own answers (400, 405, 413, 429) carry each security header once", async () => {
      expectNginxAnswer(await sendRaw(nginx.url, 'GET / HTTP/1.1\r\nHost: two words\r\n\r\n'), 400, 'a bad Host header')
      expectNginxAnswer(await sendRaw(nginx.url, 'NOT HTTP AT ALL\r\n\r\n'), 400, 'a broken request line')
      expectNginxAnswer(await send(nginx.url, '/', { method: 'DELETE' }), 405, 'DELETE /')
      const big = await send(nginx.url, '/api/contact', {
        method: 'POST',
        from: '127.0.0.9',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(65 * 1024, 'a'),
      })
      expectNginxAnswer(big, 413, 'a 65 kB body')
      // Posts to a page that is not there: the first few reach Next (404), then nginx refuses.
      let refused: Answer | undefined
      for (let i = 0; i < 20 && !refused; i++) {
        const answer = await send(nginx.url, '/no-such-page', { method: 'POST', from: '127.0.0.10', body: 'x' })
        if (answer.status === 429) refused = answer
      }
      expect(refused, 'a 429 within 20 posts').toBeTruthy()
      expectNginxAnswer(refused!, 429, 'a limited post')
    })

    test('answers of the instances carry their own headers, once each, cached or not', async () => {
      // What the instance itself sends for a page, its CSP included.
      const direct = await send(sites[0]!.url, '/products/all')
      const instanceHeaders = Object.fromEntries(securityHeaderNames.map((name) => [name, headerValues(direct, name)[0] ?? '']))
      expectHeadersOnce(direct, instanceHeaders, 'the instance itself')
      expect(instanceHeaders['content-security-policy']).toContain("default-src 'self'")

      const checks: [string, Send][] = [
        ['/products/all', {}],
        ['/products/all', {}], // HIT
        [productPath('fan'), { headers: { rsc: '1' } }],
        ['/no-such-page', {}],
        [uncached, {}],
        ['/api/contact', {}], // the instance's own 405
        ['/_next/static/chunks/no-such-file.js', {}],
      ]
      const seenCacheStatus = new Set<string>()
      for (const [target, init] of checks) {
        const answer = await send(nginx.url, target, init)
        expect(answer.status, target).toBeLessThan(500)
        expectHeadersOnce(answer, instanceHeaders, `${target} (${headerValues(answer, 'x-cache-status')[0] ?? 'uncached'})`)
        expect(headerValues(answer, 'allow').length, `${target}: allow`).toBeLessThanOrEqual(1)
        seenCacheStatus.add(headerValues(answer, 'x-cache-status')[0] ?? '')
      }
      expect(seenCacheStatus).toContain('HIT')

      // A built file nginx reads from its own disk is nginx's answer: its headers, once each.
      const html = (await send(nginx.url, '/')).body
      const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0]
      expect(asset).toBeTruthy()
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await send(nginx.url, asset!, { headers: { 'accept-encoding': encoding } })
        expect(answer.status).toBe(200)
        expectHeadersOnce(answer, nginxOwnHeaders, `${asset} (${encoding})`)
      }

      // A conditional request answered 304 by nginx from its cache: a browser would replace its
      // stored headers with these, so they must be the page's own.
      const etag = headerValues(await send(nginx.url, '/products/all'), 'etag')[0]
      expect(etag).toBeTruthy()
      const notModified = await send(nginx.url, '/products/all', { headers: { 'if-none-match': etag! } })
      expect(notModified.status).toBe(304)
      expectHeadersOnce(notModified, instanceHeaders, '304')
    })

    test('a 502 when no instance answers carries nginx’s headers once', async () => {
      const dead = await startNginx([`http://127.0.0.1:${await freePort()}`])
      try {
        expectNginxAnswer(await send(dead.url, uncached), 502, 'no instance')
      } finally {
        await dead.stop()
      }
    })
  })

  test.describe('the proxy secret', () => {
    test('every request reaches the instance with nginx’s secret and address, whatever the client sent', async () => {
      const echo = await startEcho()
      const front = await startNginx([echo.url])
      try {
        const seenBefore = echo.seen.length
        const forged = {
          'x-proxy-secret': 'forged-secret-0123456789',
          'x-real-ip': '203.0.113.9',
          'x-forwarded-for': '203.0.113.9, 198.51.100.1',
          forwarded: 'for=203.0.113.9',
          'x-forwarded-port': '8443',
        }
        const requests: [string, Send][] = [
          ['/', {}],
          ['/products/all?x=1', {}],
          ['/api/contact', { method: 'POST', body: '{}' }],
          ['/api/revalidate', { method: 'POST', body: '{}' }],
          ['/contact', { method: 'POST', headers: { 'next-action': 'abc' }, body: 'x' }],
          ['/_next/static/chunks/echo.js', {}],
          ['/_next/image?url=%2Fx.png&w=64&q=75', {}],
          ['/', { method: 'HEAD' }],
        ]
        for (const [target, init] of requests) {
          const answer = await send(front.url, target, { ...init, headers: { ...forged, ...init.headers } })
          expect(answer.status, target).toBe(200)
        }
        // The header twice, in other cases, as no well-behaved client would send it.
        const twice = await sendRaw(
          front.url,
          'GET /twice HTTP/1.1\r\nHost: 127.0.0.1\r\nX-PROXY-SECRET: forged-in-capitals-0123\r\nx-proxy-secret: forged-again-0123456789\r\nX-Real-IP: 203.0.113.9\r\nConnection: close\r\n\r\n',
        )
        expect(twice.status).toBe(200)
        const seen = echo.seen.slice(seenBefore)
        expect(seen).toHaveLength(requests.length + 1)
        for (const request of seen) {
          const header = (name: string) => request.headers.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value)
          const what = `${request.method} ${request.url}`
          expect(header('x-proxy-secret'), what).toEqual([proxySecret])
          expect(header('x-real-ip'), what).toEqual(['127.0.0.1'])
          expect(header('x-forwarded-for'), what).toEqual(['127.0.0.1'])
          expect(header('forwarded'), what).toEqual([])
          expect(header('x-forwarded-port'), what).toEqual([])
        }
      } finally {
        await front.stop()
        await echo.close()
      }
    })
  })

  test('behind a trusted load balancer, the visitor’s address is the one limited and passed on', async () => {
    const echo = await startEcho()
    // 127.0.0.1 plays the load balancer; 127.0.0.11 is a client reaching nginx around it.
    const front = await startNginx([echo.url], { trustedProxies: ['127.0.0.1'] })
    try {
      const seenBefore = echo.seen.length
      // The balancer appends the peer it saw (198.51.100.7) to whatever the client claimed (203.0.113.9).
      const forwarded = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7', 'x-real-ip': '203.0.113.9' }
      expect((await send(front.url, '/', { headers: forwarded })).status).toBe(200)
      expect((await send(front.url, '/', { headers: forwarded, from: '127.0.0.11' })).status).toBe(200)
      const [viaBalancer, around] = echo.seen
        .slice(seenBefore)
        .map((request) => Object.fromEntries(request.headers.map(([key, value]) => [key.toLowerCase(), value])))
      expect(viaBalancer).toMatchObject({ 'x-real-ip': '198.51.100.7', 'x-forwarded-for': '198.51.100.7', 'x-proxy-secret': proxySecret })
      expect(around).toMatchObject({ 'x-real-ip': '127.0.0.11', 'x-forwarded-for': '127.0.0.11', 'x-proxy-secret': proxySecret })
      // Limits key on the visitor too: posts from different visitors behind the balancer do not share a bucket.
      const post = (visitor: string) =>
        send(front.url, '/api/contact', { method: 'POST', headers: { 'x-forwarded-for': visitor }, body: '{}' })
      const statuses: number[] = []
      for (let i = 0; i < 8; i++) statuses.push((await post('198.51.100.20')).status)
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1)
      expect((await post('198.51.100.21')).status).toBe(200)
    } finally {
      await front.stop()
      await echo.close()
    }
  })

  test('with one instance down, every request is still answered by the other', async () => {
    const [down, up] = sites as [Site, Site]
    await down.stop()
    // Marked, so a line an earlier test's request logs late is not counted as one of these.
    const marked = `${uncached}?down=${Date.now()}`
    const healthLines = () => nginx.accessLog().filter((line) => line.includes(`GET ${marked} `))
    for (let i = 0; i < 6; i++) expect((await get(marked)).status).toBe(200)
    // nginx logs a request just after answering it: wait for all six lines.
    await expect.poll(() => healthLines().length, { timeout: 5000 }).toBe(6)
    const last = healthLines()
    for (const line of last) expect(line).toMatch(new RegExp(`upstream=(\\S+, )?${new URL(up.url).host.replace(/\./g, '\\.')} `))
  })
})

/**
 * Ten seconds of nginx's own clock: an nginx of its own, outside the serial group above, so the
 * wait runs beside that group on the other worker instead of adding to it.
 */
test.describe('nginx against slow clients', () => {
  test('a client that never finishes its request header is cut off after 10 s', async () => {
    // The connection never gets as far as an instance: none is needed behind this nginx.
    const nginx = await startNginx([`http://127.0.0.1:${await freePort()}`])
    try {
      const url = new URL(nginx.url)
      const started = Date.now()
      // Half a header, then silence: the slow-client attack that holds a connection for free.
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect({ host: url.hostname, port: Number(url.port) }, () =>
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
        )
        const timer = setTimeout(() => {
          socket.destroy()
          reject(new Error('nginx still held the connection after 20 s'))
        }, 20_000)
        socket.on('error', () => {}) // the reset nginx closes with
        socket.on('close', () => {
          clearTimeout(timer)
          resolve(Date.now() - started)
        })
      })
      expect(closedAfter).toBeGreaterThanOrEqual(9_000)
      expect(closedAfter).toBeLessThan(15_000)
    } finally {
      await nginx.stop()
    }
  })
})
