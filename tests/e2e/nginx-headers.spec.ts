import { expect, test } from '@playwright/test'
import { contactAction, hostileActionPosts } from '../support/action-bodies'
import { proxySecret, startNginx } from '../support/nginx'
import { accessEntries } from '../support/nginx-log'
import {
  expectHeadersOnce,
  expectNginxAnswer,
  nginxOwnHeaders,
  productPath,
  securityHeaderNames,
  sendRaw,
  startEcho,
  twoInstancesBehindNginx,
  uncached,
} from '../support/nginx-front'
import { freePort } from '../support/ports'
import { type Answer, headerValues, type Send, send } from '../support/raw-http'

/**
 * What makes nginx fit for the open internet beyond its limits: the methods it refuses, the
 * security headers on every answer (its own and the instances', cached or not, once each), and
 * the proxy secret and client address it sends whatever the client claimed.
 */
test.describe('nginx in front of two instances: methods, headers and the proxy secret', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  const deployment = twoInstancesBehindNginx()

  test.describe('methods', () => {
    test('TRACE is answered 405 by nginx and never reaches an instance', async () => {
      const answer = await send(deployment.nginx.url, '/', { method: 'TRACE', from: '127.0.0.8' })
      expectNginxAnswer(answer, 405, 'TRACE /')
      expect(answer.body).not.toContain('x-proxy-secret')
    })

    test('methods the site never uses get 405 from nginx, on pages and on the API', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL']) {
        for (const target of ['/', '/api/contact', '/_next/static/chunks/x.js']) {
          const answer = await send(deployment.nginx.url, target, {
            method,
            from: '127.0.0.8',
            ...(method === 'PUT' || method === 'PATCH' ? { body: '{}' } : {}),
          })
          expectNginxAnswer(answer, 405, `${method} ${target}`)
        }
      }
      // CONNECT cannot be sent with Node's client; nginx refuses it too (400 or 405).
      const connectAnswer = await sendRaw(
        deployment.nginx.url,
        'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n',
        '127.0.0.8',
      )
      expect([400, 405]).toContain(connectAnswer.status)
      expectHeadersOnce(connectAnswer, nginxOwnHeaders, 'CONNECT')
      // None of them reached an instance: each answer above is nginx's own, and those of the
      // refusals its log keeps (one in 16: nginx-log-bounds.spec.ts) name no instance either.
      for (const entry of accessEntries(deployment.nginx).filter((entry) => entry.client === '127.0.0.8')) expect(entry.upstream).toBe('')
    })
  })

  test.describe('security headers', () => {
    test("nginx's own answers (400, 405, 413, 429) carry each security header once", async () => {
      expectNginxAnswer(await sendRaw(deployment.nginx.url, 'GET / HTTP/1.1\r\nHost: two words\r\n\r\n'), 400, 'a bad Host header')
      expectNginxAnswer(await sendRaw(deployment.nginx.url, 'NOT HTTP AT ALL\r\n\r\n'), 400, 'a broken request line')
      expectNginxAnswer(await send(deployment.nginx.url, '/', { method: 'DELETE' }), 405, 'DELETE /')
      const big = await send(deployment.nginx.url, '/api/contact', {
        method: 'POST',
        from: '127.0.0.9',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(65 * 1024, 'a'),
      })
      expectNginxAnswer(big, 413, 'a 65 kB body')
      // Posts to a page that is not there: the first few reach Next (404), then nginx refuses.
      let refused: Answer | undefined
      for (let i = 0; i < 20 && !refused; i++) {
        const answer = await send(deployment.nginx.url, '/no-such-page', { method: 'POST', from: '127.0.0.10', body: 'x' })
        if (answer.status === 429) refused = answer
      }
      expect(refused, 'a 429 within 20 posts').toBeTruthy()
      expectNginxAnswer(refused!, 429, 'a limited post')
    })

    test("oversized request headers get nginx's refusal, with its headers, never Node's bare 431", async () => {
      const line = await send(deployment.nginx.url, '/', { headers: { 'x-big': 'a'.repeat(20 * 1024) } })
      expectNginxAnswer(line, 400, 'one 20 kB header')
      // Each line within nginx's limit, together over Node's 16 kB.
      const many = await send(deployment.nginx.url, '/', {
        headers: { 'x-a': 'a'.repeat(6000), 'x-b': 'b'.repeat(6000), 'x-c': 'c'.repeat(6000) },
      })
      expectNginxAnswer(many, 400, 'three 6 kB headers')
      // What nginx lets through, Node takes.
      const within = await send(deployment.nginx.url, '/', { headers: { 'x-a': 'a'.repeat(6500), 'x-b': 'b'.repeat(6500) } })
      expect(within.status).toBe(200)
      // Straight at an instance: Node's own 431, before any code of the site (see docs/reliability.md).
      expect((await send(deployment.sites[0]!.url, '/', { headers: { 'x-big': 'a'.repeat(20 * 1024) } })).status).toBe(431)
    })

    test('answers of the instances carry their own headers, once each, cached or not', async () => {
      // What the instance itself sends for a page, its CSP included.
      const direct = await send(deployment.sites[0]!.url, '/products/all')
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
        const answer = await send(deployment.nginx.url, target, init)
        expect(answer.status, target).toBeLessThan(500)
        expectHeadersOnce(answer, instanceHeaders, `${target} (${headerValues(answer, 'x-cache-status')[0] ?? 'uncached'})`)
        expect(headerValues(answer, 'allow').length, `${target}: allow`).toBeLessThanOrEqual(1)
        seenCacheStatus.add(headerValues(answer, 'x-cache-status')[0] ?? '')
      }
      expect(seenCacheStatus).toContain('HIT')

      // A built file nginx reads from its own disk is nginx's answer: its headers, once each.
      const html = (await send(deployment.nginx.url, '/')).body
      const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0]
      expect(asset).toBeTruthy()
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await send(deployment.nginx.url, asset!, { headers: { 'accept-encoding': encoding } })
        expect(answer.status).toBe(200)
        expectHeadersOnce(answer, nginxOwnHeaders, `${asset} (${encoding})`)
      }

      // A conditional request answered 304 by nginx from its cache: a browser would replace its
      // stored headers with these, so they must be the page's own.
      const etag = headerValues(await send(deployment.nginx.url, '/products/all'), 'etag')[0]
      expect(etag).toBeTruthy()
      const notModified = await send(deployment.nginx.url, '/products/all', { headers: { 'if-none-match': etag! } })
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

  test.describe('server actions', () => {
    test('a post from another site, or with a body no form sends, is a 4xx with the headers, never a 500', async () => {
      const action = contactAction((await send(deployment.nginx.url, '/contact')).body)
      for (const [index, { name, request, expect: status }] of hostileActionPosts(action).entries()) {
        // Each from an address of its own: the contact limit is not what is tested here.
        const answer = await send(deployment.nginx.url, '/contact', { ...request, from: `127.0.3.${index + 1}` })
        expect(String(answer.status), name).toMatch(status)
        expect(headerValues(answer, 'x-frame-options'), name).toHaveLength(1)
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
})
