import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { captureLog } from '@/tests/support/log'
import { freePort } from '@/tests/support/ports'
import { announceChange } from './announce'

const SECRET = 'a-secret-of-16-chars-or-more'
type Call = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }

/** This instance's own webhook, answering `status`, keeping each call it gets. */
let server: Server
let status = 200
const calls: Call[] = []
const saved = { PORT: process.env.PORT, REVALIDATE_SECRET: process.env.REVALIDATE_SECRET }
let log: ReturnType<typeof captureLog>

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      calls.push({ method: request.method, url: request.url, headers: request.headers, body })
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"revalidated":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

beforeEach(() => {
  calls.length = 0
  status = 200
  process.env.PORT = String((server.address() as AddressInfo).port)
  process.env.REVALIDATE_SECRET = SECRET
  log = captureLog()
})

afterEach(() => log.restore())

const failures = () => log.events.filter((event) => event.event === 'catalogue.snapshot_failed').map((event) => event.reason)

describe('announceChange', () => {
  it("tells this instance's webhook of the changed lines, as a marketer's edit would", async () => {
    await announceChange(['fan', 'solar'])
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call).toMatchObject({ method: 'POST', url: '/api/revalidate' })
    expect(call!.headers['x-revalidate-secret']).toBe(SECRET)
    expect(call!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(call!.body)).toEqual({ categories: ['fan', 'solar'] })
    expect(failures()).toEqual([])
  })

  it('calls nothing without a secret (the webhook is off), nor for no changed line', async () => {
    await announceChange([])
    delete process.env.REVALIDATE_SECRET
    await announceChange(['fan'])
    expect(calls).toEqual([])
    expect(failures()).toEqual([])
  })

  it('logs a webhook that refuses, naming the lines, and does not throw', async () => {
    status = 500
    await expect(announceChange(['light', 'ac'])).resolves.toBeUndefined()
    expect(failures()).toEqual(['the change in light, ac could not be announced: Error: HTTP 500'])
  })

  it('logs a webhook it cannot reach, and does not throw', async () => {
    process.env.PORT = String(await freePort())
    await expect(announceChange(['frp'])).resolves.toBeUndefined()
    expect(failures()).toEqual([expect.stringMatching(/^the change in frp could not be announced: TypeError: fetch failed/)])
  })
})
