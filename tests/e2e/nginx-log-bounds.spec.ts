import { expect, test } from '@playwright/test'
import { connect } from 'node:net'
import { type ProxyNginx, startNginx, startSiteBehindNginx } from '../support/nginx'
import { productPath } from '../support/nginx-front'
import type { Site } from '../support/site'

/**
 * What one client can make nginx write (deploy/nginx/site.conf, the access log): every line
 * valid UTF-8 JSON under 1 kB whatever it sends, its path and user agent cut at 256 bytes with a
 * mark, and one in 16 of the refusals no limit counts. The flood is the one that filled the
 * disk at 14 kB a request: keep-alive DELETEs of a 6,900-byte path with a 7,000-byte user agent.
 */
test.describe('nginx access log: bounded lines, sampled refusals, UTF-8 whatever a client sends', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  let site: Site
  let nginx: ProxyNginx
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    site = await startSiteBehindNginx()
    nginx = await startNginx([site.url])
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await site?.dispose()
  })

  const LINE_BYTES = 1024
  const FIELD_BYTES = 256
  const longPath = `/${'p'.repeat(6899)}`
  const longAgent = 'u'.repeat(7000)
  /** The log's lines of one client address, as written (bytes), each read as a strict shipper would. */
  const linesOf = (address: string) =>
    rawLines(nginx).flatMap((bytes) => {
      const entry = shipped(bytes)
      return entry.client === address ? [{ bytes: bytes.length, entry }] : []
    })

  test('a flood of 405s logs one line in 16, each under 1 kB, with its fields cut and marked', async () => {
    const address = '127.0.0.41'
    const flood = 400
    const request = Buffer.from(`DELETE ${longPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${longAgent}\r\n\r\n`)
    // One keep-alive connection, as in the report; then a request that is always logged, on the
    // same connection and so the same worker, whose log buffer is written in order: once its line
    // is there, every line of the flood is.
    const marker = Buffer.from(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: flood-marker\r\n\r\n`)
    const statuses = await onOneConnection(nginx.url, address, [...Array<Buffer>(flood).fill(request), marker])
    expect(statuses.slice(0, flood)).toEqual(Array<number>(flood).fill(405))
    await expect.poll(() => linesOf(address).some(({ entry }) => entry.user_agent === 'flood-marker'), { timeout: 10_000 }).toBe(true)

    const refusals = linesOf(address).filter(({ entry }) => entry.status === 405)
    // One in 16 by the request id's last hex digit: about 25 of 400; more than 60 has odds under 1e-9.
    expect(refusals.length).toBeGreaterThan(0)
    expect(refusals.length).toBeLessThanOrEqual(60)
    for (const { bytes, entry } of refusals) {
      expect(bytes).toBeLessThan(LINE_BYTES)
      expect(entry.request_id).toMatch(/0$/)
      expect(entry).toMatchObject({
        method: 'DELETE',
        upstream: '',
        path: `/${'p'.repeat(FIELD_BYTES - 1)}…`,
        user_agent: `${'u'.repeat(FIELD_BYTES)}…`,
      })
    }
    const perRequest = refusals.reduce((sum, { bytes }) => sum + bytes + 1, 0) / flood
    test.info().annotations.push({ type: 'log bytes per refused request', description: perRequest.toFixed(1) })
    // 14,173 bytes a request before; at most 1 kB / 16 now, with room for chance.
    expect(perRequest).toBeLessThan(150)
  })

  test('micro-cache hits with a 7,000-byte user agent are each logged, under 1 kB', async () => {
    const address = '127.0.0.42'
    const page = productPath('fan')
    const requests = 200
    const get = Buffer.from(`GET ${page} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\nUser-Agent: ${longAgent}\r\n\r\n`)
    const statuses = await onOneConnection(nginx.url, address, Array<Buffer>(requests).fill(get))
    expect(statuses).toEqual(Array<number>(requests).fill(200))
    await expect.poll(() => linesOf(address).length, { timeout: 10_000 }).toBe(requests)
    const lines = linesOf(address)
    expect(lines.filter(({ entry }) => entry.cache === 'HIT').length).toBeGreaterThan(requests / 2)
    for (const { bytes, entry } of lines) {
      expect(bytes).toBeLessThan(LINE_BYTES)
      expect(entry).toMatchObject({ path: page, user_agent: `${'u'.repeat(FIELD_BYTES)}…` })
    }
    const perRequest = lines.reduce((sum, { bytes }) => sum + bytes + 1, 0) / requests
    test.info().annotations.push({ type: 'log bytes per hit', description: perRequest.toFixed(1) })
  })

  test('a user agent or path that is not UTF-8 still makes a line a strict UTF-8 decoder and JSON accept', async () => {
    const address = '127.0.0.43'
    const cases: { path: string; agent: Buffer; logged: { path: string; user_agent: string } }[] = [
      // A byte that is no character, alone and in the middle.
      { path: '/', agent: Buffer.from([0xff]), logged: { path: '/', user_agent: '…' } },
      { path: '/', agent: Buffer.from([0x61, 0xff, 0x62]), logged: { path: '/', user_agent: 'a…' } },
      // An overlong "/", a UTF-16 surrogate, a lone continuation byte, a sequence cut short.
      { path: '/', agent: Buffer.from([0x62, 0xc0, 0xaf]), logged: { path: '/', user_agent: 'b…' } },
      { path: '/', agent: Buffer.from([0x63, 0xed, 0xa0, 0x80]), logged: { path: '/', user_agent: 'c…' } },
      { path: '/', agent: Buffer.from([0x64, 0x80]), logged: { path: '/', user_agent: 'd…' } },
      { path: '/', agent: Buffer.from([0x65, 0xe2, 0x82]), logged: { path: '/', user_agent: 'e…' } },
      // Well-formed UTF-8 is kept as it is; a control character or a quote ends what is kept.
      { path: '/', agent: Buffer.from('Mozilla/5.0 é € 𝄞'), logged: { path: '/', user_agent: 'Mozilla/5.0 é € 𝄞' } },
      { path: '/', agent: Buffer.from('f\u0001g "h"'), logged: { path: '/', user_agent: 'f…' } },
      // A path with a raw 0xFF byte (a 400 or 404 from the site: either way it is logged).
      { path: '/products/a\xffb', agent: Buffer.from('path-ff'), logged: { path: '/products/a…', user_agent: 'path-ff' } },
    ]
    for (const { path, agent } of cases) {
      const head = Buffer.concat([
        Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nUser-Agent: `, 'latin1'),
        agent,
        Buffer.from('\r\n\r\n'),
      ])
      const [status] = await onOneConnection(nginx.url, address, [head])
      expect(status).toBeLessThan(500)
    }
    // linesOf decodes every line strictly and parses it: one bad line anywhere fails here.
    await expect.poll(() => linesOf(address).length, { timeout: 10_000 }).toBe(cases.length)
    const logged = linesOf(address).map(({ entry }) => ({ path: entry.path, user_agent: entry.user_agent }))
    expect(logged.sort(byAgent)).toEqual(cases.map((one) => one.logged).sort(byAgent))
  })
})

type Entry = Record<string, unknown> & { client: string; status: number; path: string; user_agent: string; request_id: string }
const byAgent = (a: { user_agent: string; path: string }, b: { user_agent: string; path: string }) =>
  `${a.user_agent}${a.path}`.localeCompare(`${b.user_agent}${b.path}`)

/** What a strict log shipper does with a line: UTF-8 or it is dropped, then JSON. */
function shipped(bytes: Buffer): Entry {
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as Entry
}

/** The access log's lines as bytes, not decoded: a decoder that replaced bad bytes would hide them. */
function rawLines(nginx: ProxyNginx): Buffer[] {
  const lines: Buffer[] = []
  const log = nginx.accessLogBytes()
  let start = 0
  for (let end = log.indexOf(0x0a); end >= 0; start = end + 1, end = log.indexOf(0x0a, start)) lines.push(log.subarray(start, end))
  return lines
}

/**
 * Requests sent one after another on one connection from `from`, each once the answer to the
 * last has come (its header, and its body by Content-Length or chunks); the statuses, in order.
 * Bounded: 30 s in all.
 */
function onOneConnection(base: string, from: string, requests: Buffer[]): Promise<number[]> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const statuses: number[] = []
    let received = Buffer.alloc(0)
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: from }, () => socket.write(requests[0]!))
    const timer = setTimeout(() => socket.destroy(new Error(`${statuses.length} of ${requests.length} answered within 30 s`)), 30_000)
    const done = (error?: Error) => {
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve(statuses)
    }
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      for (let answer = completeAnswer(received); answer; answer = completeAnswer(received)) {
        statuses.push(answer.status)
        received = received.subarray(answer.length)
        if (statuses.length === requests.length) return done()
        socket.write(requests[statuses.length]!)
      }
    })
    socket.on('error', (error) => done(error))
    socket.on('close', () => (statuses.length === requests.length ? done() : done(new Error(`closed after ${statuses.length} answers`))))
  })
}

/** The first answer in `bytes` once it is complete: its status and length in bytes. */
function completeAnswer(bytes: Buffer): { status: number; length: number } | undefined {
  const end = bytes.indexOf('\r\n\r\n')
  if (end < 0) return undefined
  const head = bytes.subarray(0, end).toString('latin1')
  const status = Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1])
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1]
  if (length !== undefined) return bytes.length >= end + 4 + Number(length) ? { status, length: end + 4 + Number(length) } : undefined
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { status, length: end + 4 }
  const last = bytes.indexOf('\r\n0\r\n\r\n', end + 2)
  return last < 0 ? undefined : { status, length: last + 7 }
}
