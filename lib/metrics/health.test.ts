import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { decodeTime } from 'ulid'
import { getOutbox } from '@/lib/contact/process-stores'
import { captureLog } from '@/tests/support/log'
import { redisForThisFile } from '@/tests/support/redis-jest'

const redis = redisForThisFile('health')

/** The module as a server loads it, with the SIGTERM listener it adds (tried last, by hand). */
let health: typeof import('./health')
let onSigterm: () => void
beforeAll(async () => {
  const before = process.listeners('SIGTERM')
  health = await import('./health')
  onSigterm = process.listeners('SIGTERM').find((listener) => !before.includes(listener)) as () => void
})

/** A real upstream that answers the probe's path as each test says, counting the probes. */
let answer: (response: import('node:http').ServerResponse) => void
let probes = 0
let server: Server
let url: string
beforeAll(async () => {
  server = createServer((_, response) => {
    probes++
    answer(response)
  })
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
    expect(await health.probeUpstream(url)).toBe('up')
    expect(await health.probeUpstream(undefined)).toBe('embedded')
  })

  it.each([
    ['an error status', json(500, '[]')],
    ['a 200 of garbage', json(200, '[{"_id": ')],
    ['a 200 that is not a list', json(200, '{"items": []}')],
  ])('is down for %s', async (_, reply) => {
    answer = reply
    expect(await health.probeUpstream(url)).toBe('down')
  })

  it('is down for a list over the size a page may read', async () => {
    process.env.API_MAX_BYTES = '1024'
    answer = json(200, JSON.stringify([{ text: 'x'.repeat(2048) }]))
    expect(await health.probeUpstream(url)).toBe('down')
  })

  it('is down when nothing answers', async () => {
    expect(await health.probeUpstream('http://127.0.0.1:9')).toBe('down')
  })

  it('is down, within its 2 s, when upstream takes the request and never answers', async () => {
    answer = () => undefined
    const start = performance.now()
    expect(await health.probeUpstream(url)).toBe('down')
    expect(performance.now() - start).toBeGreaterThanOrEqual(1900)
  })
})

describe('/api/health: what a load balancer, an operator and a stranger learn', () => {
  const token = 'the-health-token-of-this-site'
  const bearer = (value: string) => `Bearer ${value}`
  /** Each test's checks a minute apart, past the second a check is kept and the 5 s a probe is. */
  let now = Date.now()
  const later = () => (now += 60_000)
  let dir: string
  const saved = { ...process.env }
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'health-'))
    Object.assign(process.env, { OUTBOX_DIR: dir, HEALTH_TOKEN: token, API_URL: url, REDIS_URL: '', OUTBOX_MAX_MESSAGES: '2' })
  })
  afterAll(() => {
    process.env = saved
    rmSync(dir, { recursive: true, force: true })
  })
  beforeEach(() => {
    answer = json(200, '[]')
  })

  it('tells anyone the status alone, and the holder of the token every detail', async () => {
    const at = later()
    expect(await health.healthAnswer(null, at)).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await health.healthAnswer(bearer(token), at)).toEqual({
      status: 200,
      body: {
        status: 'ok',
        upstream: 'up',
        redis: 'unused',
        outbox: { messages: 0, bytes: 0, limits: { messages: 2, bytes: 32 * 1024 * 1024 }, full: false },
      },
    })
  })

  it.each([
    ['a wrong token', bearer(`${token}x`)],
    ['the token cut short', bearer(token.slice(0, -1))],
    ['the token in another case', bearer(token.toUpperCase())],
    ['the token without its scheme', token],
    ['the token as a password', `Basic ${Buffer.from(`health:${token}`).toString('base64')}`],
  ])('tells a request with %s no more than the status', async (_, authorization) => {
    expect(await health.healthAnswer(authorization, later())).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('gives the details for the scheme in any case, with spaces around the token', async () => {
    for (const authorization of [`bearer ${token}`, `BEARER   ${token}  `]) {
      expect((await health.healthAnswer(authorization, later())).body).toMatchObject({ status: 'ok', upstream: 'up' })
    }
  })

  it.each([
    ['more after the token', `Bearer ${token} ${token}`],
    ['something before the scheme', `xBearer ${token}`],
    ['no space after the scheme', `Bearer${token}`],
  ])('tells a header with %s no more than the status', async (_, authorization) => {
    expect(await health.healthAnswer(authorization, later())).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('is degraded, still 200, while Redis does not answer, and ok once it does', async () => {
    // The Redis client logs the outage; kept out of the test's output.
    const log = captureLog()
    try {
      process.env.REDIS_URL = 'redis://127.0.0.1:1'
      expect(await health.healthAnswer(bearer(token), later())).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down' } })
      process.env.REDIS_URL = redis.url()
      expect(await health.healthAnswer(bearer(token), later())).toMatchObject({ status: 200, body: { status: 'ok', redis: 'up' } })
    } finally {
      process.env.REDIS_URL = ''
      log.restore()
    }
  })

  it('gives no details to any token while HEALTH_TOKEN is unset', async () => {
    delete process.env.HEALTH_TOKEN
    try {
      expect(await health.healthAnswer(bearer(token), later())).toEqual({ status: 200, body: { status: 'ok' } })
    } finally {
      process.env.HEALTH_TOKEN = token
    }
  })

  it('is degraded, still 200, while upstream fails or the outbox is full, as pages are still served', async () => {
    answer = json(500, '[]')
    expect(await health.healthAnswer(null, later())).toEqual({ status: 200, body: { status: 'degraded' } })
    answer = json(200, '[]')
    const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
    const first = await getOutbox().add(message)
    await getOutbox().add(message)
    const { body } = await health.healthAnswer(bearer(token), later())
    expect(body).toMatchObject({ status: 'degraded', upstream: 'up', outbox: { messages: 2, full: true } })
    expect((body as { outbox: { oldestAt?: number } }).outbox.oldestAt).toBe(decodeTime(first.id))
    for (const entry of await getOutbox().claimDue(Date.now(), 10)) await getOutbox().delivered(entry)
  })

  it('checks once for 32 calls at once, keeps the check a second, and probes upstream at most every 5 s', async () => {
    const usage = jest.spyOn(getOutbox(), 'usage')
    try {
      const at = later()
      probes = 0
      const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => health.healthAnswer(i % 2 ? null : bearer(token), at)))
      expect(new Set(answers.map(({ body }) => body.status))).toEqual(new Set(['ok']))
      expect({ checks: usage.mock.calls.length, probes }).toEqual({ checks: 1, probes: 1 })

      await health.healthAnswer(null, at + 900)
      expect({ checks: usage.mock.calls.length, probes }).toEqual({ checks: 1, probes: 1 })
      await health.healthAnswer(null, at + 1000)
      expect({ checks: usage.mock.calls.length, probes }).toEqual({ checks: 2, probes: 1 })
      await health.healthAnswer(null, at + 5000)
      expect({ checks: usage.mock.calls.length, probes }).toEqual({ checks: 3, probes: 2 })
    } finally {
      usage.mockRestore()
    }
  })

  it('keeps no failed check: the next call, however soon, checks again', async () => {
    const usage = jest.spyOn(getOutbox(), 'usage').mockRejectedValueOnce(new Error('store away'))
    try {
      const at = later()
      expect(await health.healthAnswer(null, at)).toEqual({ status: 503, body: { status: 'down' } })
      expect(await health.healthAnswer(null, at)).toEqual({ status: 200, body: { status: 'ok' } })
      expect(usage).toHaveBeenCalledTimes(2)
    } finally {
      usage.mockRestore()
    }
  })

  it('keeps a later check when an earlier, slower one fails after it', async () => {
    let fail: (error: Error) => void = () => undefined
    const usage = jest.spyOn(getOutbox(), 'usage').mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
    try {
      const at = later()
      const slow = health.healthAnswer(null, at)
      // A second on, the slow check is too old to share: a new one is made, and kept.
      expect(await health.healthAnswer(null, at + 1000)).toEqual({ status: 200, body: { status: 'ok' } })
      fail(new Error('store away'))
      expect(await slow).toEqual({ status: 503, body: { status: 'down' } })
      await health.healthAnswer(null, at + 1500)
      expect(usage).toHaveBeenCalledTimes(2)
    } finally {
      usage.mockRestore()
    }
  })

  // Last: a server that got SIGTERM stays down.
  it('is down, 503, to anyone from SIGTERM on, the token holder still getting the details', async () => {
    const kill = jest.spyOn(process, 'kill').mockImplementation(() => true)
    try {
      // While another listener is there (Next's; here this module's own, still registered), the signal is theirs.
      onSigterm()
      expect(kill).not.toHaveBeenCalled()
      // With nobody else listening (Jest's process cannot emit a real signal), it is raised again, so the process still ends.
      const listeners = jest.spyOn(process, 'listeners').mockReturnValue([])
      onSigterm()
      const asked = listeners.mock.calls.map(([event]) => event)
      listeners.mockRestore()
      expect(kill.mock.calls).toEqual([[process.pid, 'SIGTERM']])
      expect(asked).toEqual(['SIGTERM'])
    } finally {
      kill.mockRestore()
    }
    const at = later()
    expect(await health.healthAnswer(null, at)).toEqual({ status: 503, body: { status: 'down' } })
    expect(await health.healthAnswer(bearer(token), at)).toMatchObject({ status: 503, body: { status: 'down', upstream: 'up' } })
  })
})
