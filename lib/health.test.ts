import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { probeUpstream } from './health'

/** A real upstream that answers the probe's path as each test says. */
let answer: (response: import('node:http').ServerResponse) => void
let server: Server
let url: string
beforeAll(async () => {
  server = createServer((_, response) => answer(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
afterEach(() => {
  delete process.env.API_MAX_BYTES
})

const json = (status: number, body: string) => (response: import('node:http').ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(body)
}

describe('probeUpstream: whether upstream answers as the pages need it', () => {
  it('is up for a list, and embedded without an upstream', async () => {
    answer = json(200, '[{"_id":1}]')
    expect(await probeUpstream(url)).toBe('up')
    expect(await probeUpstream(undefined)).toBe('embedded')
  })

  it.each([
    ['an error status', json(500, '[]')],
    ['a 200 of garbage', json(200, '[{"_id": ')],
    ['a 200 that is not a list', json(200, '{"items": []}')],
  ])('is down for %s', async (_, reply) => {
    answer = reply
    expect(await probeUpstream(url)).toBe('down')
  })

  it('is down for a list over the size a page may read', async () => {
    process.env.API_MAX_BYTES = '1024'
    answer = json(200, JSON.stringify([{ text: 'x'.repeat(2048) }]))
    expect(await probeUpstream(url)).toBe('down')
  })

  it('is down when nothing answers', async () => {
    expect(await probeUpstream('http://127.0.0.1:9')).toBe('down')
  })
})
