import { expect, test } from '@playwright/test'
import { connect } from 'node:net'
import { sampleMessage } from '../support/contact'
import { sameSlash64 } from '../support/ipv6-network'
import { proxySecret, startNginx } from '../support/nginx'
import { mostLetThrough } from '../support/nginx-log'
import { expectNginxAnswer, startEcho, twoInstancesBehindNginx, uncached } from '../support/nginx-front'
import { freePort } from '../support/ports'
import { type Answer, type Send, send } from '../support/raw-http'

/**
 * nginx's limits per client address (deploy/nginx/site.conf, "Abuse limits"): floods of contact
 * posts, server actions and webhook calls stop at nginx before any instance, a page's worth of
 * images never does, and behind a trusted load balancer the visitor's address is the one counted.
 * Each post nginx lets through must be one the instances accepted and stored.
 */
test.describe('nginx in front of two instances: abuse limits', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  const deployment = twoInstancesBehindNginx()
  const { storedMessages, logOf } = deployment

  const flood = 20
  /** All at once from one address; how many nginx let through, and proof that the rest never reached an instance. */
  async function floodFrom(address: string, request: () => { target: string } & Send) {
    const what = `${request().target} flood from ${address}`
    const before = storedMessages()
    const answers = await Promise.all(
      Array.from({ length: flood }, () => {
        const { target, ...init } = request()
        return send(deployment.nginx.url, target, { ...init, from: address })
      }),
    )
    const passed = answers.filter((answer) => answer.status !== 429)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(passed.length + refused.length).toBe(flood)
    // Every request nginx let through was accepted and stored by an instance; no refused one was.
    expect(storedMessages() - before).toBe(passed.length)
    // nginx logs a request once it has answered it: wait for the last lines.
    await expect.poll(() => logOf(address).length, { timeout: 5000 }).toBe(flood)
    const entries = logOf(address)
    // Six at once (burst 5 + 1), and one more per 10 s the flood lasted by nginx's own clock.
    expect(passed.length).toBeGreaterThanOrEqual(1)
    expect(passed.length).toBeLessThanOrEqual(mostLetThrough(entries, 'site_contact'))
    for (const entry of entries.filter(({ status }) => status === 429)) expect(entry.upstream).toBe('')
    expect(entries.filter((entry) => entry.upstream !== '')).toHaveLength(passed.length)
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
    const other = await send(deployment.nginx.url, '/api/contact', {
      method: 'POST',
      from: '127.0.0.3',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(messageFields),
    })
    expect(other.status).toBe(200)
  })

  test('a flood of server-action posts, with and without JavaScript, is refused by nginx before Next', async () => {
    // The contact form as the page renders it for browsers without JavaScript: its action's id and key.
    const html = (await send(deployment.nginx.url, '/contact')).body
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
        send(deployment.nginx.url, '/api/revalidate', {
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
    expect(logOf('127.0.0.6').filter((entry) => entry.upstream !== '')).toHaveLength(reached)

    // Every image of a catalogue page, twice over and all at once, as a browser with a cold cache asks.
    const page = (await send(deployment.nginx.url, '/products/fan')).body
    // The URLs the browser fetches: those of the markup's src and srcset, not their JSON-escaped copies in the payload.
    const sources = [...page.matchAll(/\b(?:src|srcset|imagesrcset)="([^"]+)"/gi)].flatMap(([, value]) => value!.split(', '))
    const images = [
      ...new Set(sources.map((source) => source.split(' ')[0]!.replace(/&amp;/g, '&')).filter((url) => url.startsWith('/_next/image?'))),
    ]
    expect(images.length).toBeGreaterThan(3)
    const targets = Array.from({ length: 60 }, (_, i) => images[i % images.length]!)
    const answers = await Promise.all(targets.map((target) => send(deployment.nginx.url, target, { from: '127.0.0.7' })))
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200))
  })

  test('a flood of API calls from one client is refused by nginx; a page’s own API use and another client are not', async () => {
    // A page's own use, all at once: its Web Vitals beacon and a retry of every carousel and logo
    // list (the most a page shows, while the catalogue is unreachable).
    const lists = [
      ...['fan', 'light', 'solar', 'ac', 'frp', 'trading'].map((line) => `/api/catalogue/carousel/${line}`),
      '/api/catalogue/logos/happy-customer',
      '/api/catalogue/logos/channel-partner',
    ]
    const beacon = () =>
      send(deployment.nginx.url, '/api/vitals', {
        method: 'POST',
        from: '127.0.0.15',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      })
    const pageUse = await Promise.all([...lists.map((target) => send(deployment.nginx.url, target, { from: '127.0.0.15' })), beacon()])
    // Then a beacon for each of a dozen pages read within the minute (not contact messages).
    for (let i = 0; i < 12; i++) pageUse.push(await beacon())
    expect(pageUse.map((answer) => answer.status).filter((status) => status === 429)).toEqual([])

    // A script asking for health in a loop, 60 at once.
    const address = '127.0.0.16'
    const answers = await Promise.all(Array.from({ length: 60 }, () => send(deployment.nginx.url, uncached, { from: address })))
    const refused = answers.filter((answer) => answer.status === 429)
    expect(answers.filter((answer) => answer.status !== 429 && answer.status !== 200)).toEqual([])
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused.slice(0, 3)) expectNginxAnswer(answer, 429, 'an API call over the limit')
    await expect.poll(() => logOf(address).length, { timeout: 5000 }).toBe(answers.length)
    expect(answers.length - refused.length).toBeLessThanOrEqual(mostLetThrough(logOf(address), 'site_api'))
    for (const entry of logOf(address).filter(({ status }) => status === 429)) expect(entry.upstream).toBe('')
    // Another client is not held back by it.
    expect((await send(deployment.nginx.url, uncached, { from: '127.0.0.17' })).status).toBe(200)
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

  test('a client busting the cache is held to its allowance of misses; hits are never limited', async () => {
    const address = '127.0.0.12'
    // Oddly spelled paths: each one a miss the site answers with a cheap redirect (so that the
    // flood outruns the allowance's refill even on a loaded machine), 32 in flight as a script would.
    const targets = Array.from({ length: 600 }, (_, i) => `/products/fan/x-${i}%2e`)
    const answers: Answer[] = []
    for (let i = 0; i < targets.length; i += 32)
      answers.push(...(await Promise.all(targets.slice(i, i + 32).map((target) => send(deployment.nginx.url, target, { from: address })))))
    const refused = answers.filter((answer) => answer.status === 429)
    expect(answers.filter((answer) => answer.status !== 429 && answer.status !== 308)).toEqual([])
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused.slice(0, 3)) expectNginxAnswer(answer, 429, 'a miss over the allowance')
    await expect.poll(() => logOf(address).length, { timeout: 5000 }).toBe(targets.length)
    expect(answers.length - refused.length).toBeLessThanOrEqual(mostLetThrough(logOf(address), 'site_miss'))
    // Another client is not held back by it.
    expect((await send(deployment.nginx.url, '/products/fan/no-such-product-x', { from: '127.0.0.13' })).status).toBe(404)

    // A page the cache holds, far more often than the allowance: every one answered.
    const page = '/products/all'
    await send(deployment.nginx.url, page, { from: '127.0.0.14' })
    const hits = await Promise.all(Array.from({ length: 300 }, () => send(deployment.nginx.url, page, { from: '127.0.0.14' })))
    expect(hits.filter((answer) => answer.status !== 200)).toEqual([])
  })

  test('behind a trusted load balancer, an IPv6 visitor is limited by its /64, however the address is written', async () => {
    const echo = await startEcho()
    const front = await startNginx([echo.url], { trustedProxies: ['127.0.0.1'] })
    try {
      const post = (visitor: string) =>
        send(front.url, '/api/contact', { method: 'POST', headers: { 'x-forwarded-for': visitor }, body: '{}' })
      const statuses = async (visitors: string[]) => {
        const seen: number[] = []
        for (const visitor of visitors) seen.push((await post(visitor)).status)
        return seen
      }
      // Eight addresses of one /64, as many ways as it can be written: six posts at once, then 429.
      const sameNetwork = await statuses([...sameSlash64.addresses, '2001:db8:1:2::8'])
      expect(sameNetwork.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2)
      // Another /64 next to it, and an IPv4 visitor, have their own.
      expect(await statuses(['2001:db8:1:3::1', '198.51.100.40'])).toEqual([200, 200])
      // IPv4 written as IPv6 is still one address, not the /64 of every such address.
      expect(
        (await statuses(Array.from({ length: 8 }, () => '::ffff:198.51.100.50'))).filter((status) => status === 429).length,
      ).toBeGreaterThanOrEqual(2)
      expect(await statuses(['::ffff:198.51.100.51'])).toEqual([200])
    } finally {
      await front.stop()
      await echo.close()
    }
  })

  test('behind a trusted load balancer, searches are limited per IPv6 /64 too', async () => {
    const echo = await startEcho()
    const front = await startNginx([echo.url], { trustedProxies: ['127.0.0.1'] })
    try {
      const search = async (visitors: string[]) =>
        Promise.all(visitors.map((visitor, n) => send(front.url, `/search?q=fan+${n}`, { headers: { 'x-forwarded-for': visitor } })))
      // Every address of one /64, six times over: one visitor's 42 searches at once, 21 let through.
      const sameNetwork = await search(Array.from({ length: 6 }, () => sameSlash64.addresses).flat())
      const refused = sameNetwork.filter((answer) => answer.status === 429)
      expect(refused.length).toBeGreaterThanOrEqual(sameNetwork.length - 21 - 2)
      for (const answer of refused.slice(0, 3)) expectNginxAnswer(answer, 429, 'a search over the limit')
      // Another /64 beside it has its own.
      expect((await search(['2001:db8:1:3::1'])).map((answer) => answer.status)).toEqual([200])
    } finally {
      await front.stop()
      await echo.close()
    }
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
