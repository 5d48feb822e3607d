import { expect, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { sampleMessage } from '../support/contact'
import { type ProxyNginx, proxySecret, startNginx, startSiteBehindNginx } from '../support/nginx'
import { startEcho } from '../support/nginx-front'
import { accessEntries } from '../support/nginx-log'
import { freePort } from '../support/ports'
import { previewLink } from '../support/preview'
import { headerValues, send } from '../support/raw-http'
import type { Site } from '../support/site'
import { loggedEvents } from '../support/site-log'

/**
 * What an operator reads: nginx's JSON access log and the instances' JSON lines, joined by the
 * request id nginx gives each request; what neither may ever hold; and the two listeners only
 * the deployment's own network may reach (nginx's stub_status, an instance's metrics).
 */
test.describe('operations: logs, request ids and private listeners behind nginx', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  const marker = randomBytes(6).toString('hex')
  const env = {
    REVALIDATE_SECRET: `revalidate-${randomBytes(16).toString('hex')}`,
    PREVIEW_SECRET: `preview-${randomBytes(16).toString('hex')}`,
    HEALTH_TOKEN: `health-${randomBytes(16).toString('hex')}`,
    OUTBOX_DIR: 'outbox',
    CONTACT_LIMIT_PER_CLIENT: '1000',
  }
  let site: Site
  let nginx: ProxyNginx
  let metricsPort: number
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    metricsPort = await freePort()
    site = await startSiteBehindNginx({ ...env, METRICS_PORT: String(metricsPort) })
    nginx = await startNginx([site.url])
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await site?.dispose()
  })
  /** nginx's entries of the requests sent with this user agent. */
  const entriesOf = (agent: string, front = nginx) => accessEntries(front).filter((entry) => entry.user_agent === agent)
  const instanceEvents = () => loggedEvents(site.logs)

  test('no secret, address, message, signature or search reaches either log', async () => {
    const agent = `ops-secrets-${marker}`
    const never = {
      email: `leak-${marker}@example.org`,
      body: `body-${marker}`,
      wrongWebhookSecret: `wrong-webhook-${marker}`,
      webhookSecret: env.REVALIDATE_SECRET,
      wrongSignature: `deadbeef${marker}`,
      previewSecret: env.PREVIEW_SECRET,
      healthToken: env.HEALTH_TOKEN,
      wrongToken: `wrong-token-${marker}`,
      proxySecret,
      searchWords: `zq${marker}`,
    }
    const headers = { 'user-agent': agent }
    const json = { ...headers, 'content-type': 'application/json' }
    const message = { ...sampleMessage, senderEmail: never.email, messageBody: `${sampleMessage.messageBody} Ref ${never.body}.` }
    const contact = await send(nginx.url, '/api/contact', { method: 'POST', headers: json, body: JSON.stringify(message) })
    expect(contact.status).toBe(200)
    const webhook = (secret: string) =>
      send(nginx.url, '/api/revalidate', {
        method: 'POST',
        headers: { ...json, 'x-revalidate-secret': secret },
        body: JSON.stringify({ slugs: ['no-such-product'] }),
      })
    expect((await webhook(never.wrongWebhookSecret)).status).toBe(401)
    expect((await webhook(never.webhookSecret)).status).toBe(200)
    const link = previewLink(nginx.url, { path: '/', secret: env.PREVIEW_SECRET })
    const signature = new URL(link).searchParams.get('signature')!
    const opened = await send(nginx.url, link, { headers })
    expect(opened.status).toBe(307)
    // The preview's cookies (Next's draft-mode one is also its secret for regenerating a page).
    const cookies = headerValues(opened, 'set-cookie').map((line) => line.split(';')[0]!)
    expect(cookies.length).toBeGreaterThan(0)
    expect((await send(nginx.url, '/', { headers: { ...headers, cookie: cookies.join('; ') } })).status).toBe(200)
    const wrongLink = new URL(link)
    wrongLink.searchParams.set('signature', never.wrongSignature)
    expect((await send(nginx.url, `${wrongLink.pathname}${wrongLink.search}`, { headers })).status).toBe(401)
    // Answered with or without details; either way the header reached the instance.
    for (const token of [never.healthToken, never.wrongToken])
      await send(nginx.url, '/api/health', { headers: { ...headers, authorization: `Bearer ${token}` } })
    // A flood of searches, so nginx refuses some: the refusal must not write the query anywhere.
    const searches = await Promise.all(
      Array.from({ length: 25 }, () => send(nginx.url, `/search?q=${never.searchWords}`, { headers, from: '127.0.0.21' })),
    )
    expect(searches.filter((answer) => answer.status === 429).length).toBeGreaterThan(0)

    // Every request logged (nginx writes at least every second).
    await expect.poll(() => entriesOf(agent).length, { timeout: 5000 }).toBe(33)
    expect(entriesOf(agent).filter((entry) => entry.path === '/api/health' && entry.upstream !== '')).toHaveLength(2)
    const logs = [...nginx.accessLog(), nginx.errors(), ...site.logs].join('\n')
    const cookieValues = cookies.map((cookie) => cookie.slice(cookie.indexOf('=') + 1)).filter(Boolean)
    for (const [what, value] of Object.entries({ ...never, signature, cookieValues })) {
      for (const one of [value].flat()) expect(logs, what).not.toContain(one)
    }
    // The preview links are logged all the same, by their path alone.
    expect(entriesOf(agent).filter((entry) => entry.path === '/api/preview')).toHaveLength(2)
  })

  test('one request is followed from nginx’s access log to the instance’s log lines by its id', async () => {
    const agent = `ops-follow-${marker}`
    const clientChosen = `client-chosen-${marker}`
    // A body that is not JSON: refused, and the instance logs why.
    const refused = await send(nginx.url, '/api/contact', {
      method: 'POST',
      headers: { 'user-agent': agent, 'content-type': 'application/json', 'x-request-id': clientChosen },
      body: '{"senderName": ',
    })
    expect(refused.status).toBe(400)
    await expect.poll(() => entriesOf(agent).length, { timeout: 5000 }).toBe(1)
    const [entry] = entriesOf(agent)
    expect(entry?.request_id).toMatch(/^[0-9a-f]{32}$/)
    await expect
      .poll(() => instanceEvents().filter((event) => event.requestId === entry?.request_id), { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ event: 'contact.refused', reason: 'invalid' }))
    // The client's own id is never the one used.
    expect(instanceEvents().filter((event) => event.requestId === clientChosen)).toEqual([])
  })

  test('an instance gets nginx’s id of each request, through the compressor too', async () => {
    const echo = await startEcho()
    const front = await startNginx([echo.url])
    try {
      const agent = `ops-ids-${marker}`
      const headers = { 'user-agent': agent, 'x-request-id': `client-chosen-${marker}`, 'accept-encoding': 'br' }
      // A page (through the compressor, which has a $request_id of its own) and an API route (straight).
      for (const target of ['/products/fan', '/api/health']) expect((await send(front.url, target, { headers })).status).toBe(200)
      await expect.poll(() => entriesOf(agent, front).length, { timeout: 5000 }).toBe(2)
      // Each worker writes its own lines: the log's order is not the requests'.
      const entries = entriesOf(agent, front)
      expect(entries.find((entry) => entry.path === '/products/fan')?.upstream).toMatch(/^unix:.*compressor\.sock$/)
      for (const entry of entries) {
        const seen = echo.seen.filter((request) => request.url === entry.path)
        expect(
          seen.map((request) => request.headers.filter(([name]) => name.toLowerCase() === 'x-request-id').map(([, id]) => id)),
        ).toEqual([[entry.request_id]])
      }
    } finally {
      await front.stop()
      await echo.close()
    }
  })

  test('stub_status answers on its own listener only; HTTP/0.9 is refused without an answer', async () => {
    const status = await fetch(nginx.statusUrl)
    expect(status.status).toBe(200)
    expect(await status.text()).toMatch(/^Active connections: \d+/)
    expect((await fetch(new URL('/', nginx.statusUrl))).status).toBe(404)
    // On the public port it is just a path the site does not have.
    const publicStatus = await fetch(`${nginx.url}/stub_status`)
    expect(publicStatus.status).toBe(404)
    expect(await publicStatus.text()).not.toContain('Active connections')

    // A request line without a version: closed unanswered, where an HTTP/1.0 one gets the page.
    expect((await sentBack(nginx.url, 'GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n')).toString('latin1')).toMatch(/^HTTP\/1\.1 200 /)
    // Logged as a 444, one in 16 like every refusal no limit counts: of 160, none logged has odds of 3 in 100,000.
    const tries = 160
    for (let i = 0; i < tries; i++) expect((await sentBack(nginx.url, 'GET /\r\n', '127.0.0.22')).length).toBe(0)
    const closed = () => accessEntries(nginx).filter((entry) => entry.client === '127.0.0.22')
    await expect.poll(() => closed().length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(closed().length).toBeLessThanOrEqual(tries / 4)
    for (const entry of closed()) expect(entry).toMatchObject({ path: '/', protocol: '', status: 444, upstream: '' })
  })

  test('an instance’s metrics are never reachable through nginx or on the site’s port', async () => {
    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(own.status).toBe(200)
    expect(await own.text()).toContain('# TYPE site_http_requests_total counter')
    for (const url of [`${nginx.url}/metrics`, `${site.url}/metrics`]) {
      const answer = await fetch(url)
      expect(answer.status, url).toBe(404)
      expect(await answer.text(), url).not.toContain('# TYPE')
    }
  })
})

/** Every byte sent back for these bytes until the connection closes (a reset included), 5 s at most. */
function sentBack(base: string, bytes: string, from?: string): Promise<Buffer> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: from }, () => socket.write(bytes))
    socket.setTimeout(5000, () => socket.destroy(new Error('still open after 5 s')))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => error.code !== 'ECONNRESET' && reject(error))
    socket.on('close', () => resolve(Buffer.concat(chunks)))
  })
}
