import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { UpstreamError } from '@/lib/catalogue/http'
import { metrics } from '@/lib/metrics/registry'
import { freePort } from '@/tests/support/ports'
import { deliverMessage } from './delivery'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }

type Received = { method?: string; path?: string; type?: string; body: string }
let server: Server
let received: Received[]
/** How upstream answers the next posts: a status, or never. */
let answer: number | 'never'
const hanging = new Set<ServerResponse>()

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ method: request.method, path: request.url, type: request.headers['content-type'], body })
      if (answer === 'never') hanging.add(response)
      else response.writeHead(answer, { 'content-type': 'application/json' }).end('{"message":"ok"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const response of hanging) response.destroy()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  received = []
  answer = 200
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Long enough for a loaded machine's first call; the silent upstream's test shortens it.
  process.env.API_TIMEOUT_MS = '10000'
})
afterEach(() => {
  delete process.env.API_URL
  delete process.env.API_TIMEOUT_MS
})

/** The inbox calls by outcome, and the seconds they took, as the dashboard reads them. */
async function inboxCalls() {
  const [calls, durations] = await Promise.all([metrics().upstreamCalls.get(), metrics().upstreamDuration.get()])
  const inbox = durations.values.filter((value) => value.labels.kind === 'inbox')
  return {
    byOutcome: Object.fromEntries(
      calls.values.filter((value) => value.labels.kind === 'inbox').map((value) => [value.labels.outcome, value.value]),
    ),
    seconds: inbox.find((value) => value.metricName?.endsWith('_sum'))?.value ?? 0,
  }
}

/** What `deliverMessage` rejected with: the error's message and outcome, as the outbox keeps them. */
const failure = (promise: Promise<void>) =>
  promise.then(
    () => 'delivered',
    (error: unknown) => (error instanceof UpstreamError ? `${error.outcome}: ${error.message}` : `other: ${String(error)}`),
  )

describe('deliverMessage', () => {
  it('posts the message as JSON to upstream’s inbox, and counts one call in seconds', async () => {
    const before = await inboxCalls()
    await deliverMessage(message)
    expect(received).toEqual([{ method: 'POST', path: '/api/inbox/add', type: 'application/json', body: JSON.stringify(message) }])
    const after = await inboxCalls()
    expect(after.byOutcome.ok).toBe((before.byOutcome.ok ?? 0) + 1)
    expect(after.seconds - before.seconds).toBeLessThan(5)
  })

  it('fails on any answer but HTTP 200, saying which', async () => {
    answer = 201
    expect(await failure(deliverMessage(message))).toBe('http_error: upstream answered HTTP 201')
    answer = 204 // an answer without a body
    expect(await failure(deliverMessage(message))).toBe('http_error: upstream answered HTTP 204')
    answer = 500
    const before = await inboxCalls()
    expect(await failure(deliverMessage(message))).toBe('http_error: upstream answered HTTP 500')
    expect((await inboxCalls()).byOutcome.http_error).toBe((before.byOutcome.http_error ?? 0) + 1)
  })

  it('gives up on an upstream silent past API_TIMEOUT_MS, timed in seconds', async () => {
    answer = 'never'
    process.env.API_TIMEOUT_MS = '300'
    const before = await inboxCalls()
    expect(await failure(deliverMessage(message))).toBe('timeout: no answer within 300 ms')
    const after = await inboxCalls()
    expect(after.byOutcome.timeout).toBe((before.byOutcome.timeout ?? 0) + 1)
    expect(after.seconds - before.seconds).toBeGreaterThanOrEqual(0.29)
    expect(after.seconds - before.seconds).toBeLessThan(60)
  })

  it('says why an unreachable upstream could not be reached', async () => {
    process.env.API_URL = `http://127.0.0.1:${await freePort()}`
    const before = await inboxCalls()
    // Jest's fetch fails with a TypeError of another realm, so its cause is not read here: the message is its text.
    expect(await failure(deliverMessage(message))).toMatch(/^unreachable: unreachable \(.*fetch failed.*\)$/)
    expect((await inboxCalls()).byOutcome.unreachable).toBe((before.byOutcome.unreachable ?? 0) + 1)
  })

  it('fails, counted as unreachable, without API_URL', async () => {
    delete process.env.API_URL
    const before = await inboxCalls()
    expect(await failure(deliverMessage(message))).toBe('unreachable: API_URL is not set')
    expect((await inboxCalls()).byOutcome.unreachable).toBe((before.byOutcome.unreachable ?? 0) + 1)
    expect(received).toEqual([])
  })
})
