import fs from 'node:fs'
import { CUT_MARK, FIELD_CHARS, LINE_BYTES, STACK_CHARS, TEXT_CHARS } from './bounds.mjs'
import { logEvent, logTo, logToStderr, requestContext } from './log.mjs'
import { captureLog } from '@/tests/support/log'

/** Lines the site's own logger writes (its bounds included), each as written, while `act` runs. */
function written(act: () => void): string[] {
  const holder = globalThis as Record<symbol, unknown>
  const key = Symbol.for('arkvolt.logger')
  const previous = holder[key]
  const lines: string[] = []
  logTo({ write: (line: string) => lines.push(line) })
  try {
    act()
  } finally {
    holder[key] = previous
  }
  return lines
}
const bytes = (line: string) => Buffer.byteLength(line)
/** What a strict log shipper does with a line: UTF-8 or nothing, then JSON. */
const shipped = (line: string) => JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(line))) as Record<string, unknown>

describe('the log: every line one JSON object under 1 kB, every field cut to its length', () => {
  it('writes an ordinary event whole', () => {
    const [line] = written(() =>
      logEvent('warn', 'upstream.failure', { call: 'GET /api/product/list/fan', reason: 'HTTP 500' }, 'Upstream failing'),
    )
    expect(shipped(line!)).toMatchObject({
      level: 'warn',
      event: 'upstream.failure',
      call: 'GET /api/product/list/fan',
      reason: 'HTTP 500',
      msg: 'Upstream failing',
    })
  })

  it('cuts a 7,000-character field, and the text, to their length with a mark', () => {
    const [line] = written(() => logEvent('error', 'request.failed', { route: 'p'.repeat(7000) }, 't'.repeat(7000)))
    const event = shipped(line!)
    expect(event.route).toBe(`${'p'.repeat(FIELD_CHARS - 1)}${CUT_MARK}`)
    expect(event.msg).toBe(`${'t'.repeat(TEXT_CHARS - 1)}${CUT_MARK}`)
    expect(bytes(line!)).toBeLessThanOrEqual(LINE_BYTES)
  })

  it('keeps an error as its stack, in one field, cut', () => {
    const error = new Error('HTTP 500')
    error.stack = `UpstreamError: HTTP 500\n${'    at render (/app/.next/server/chunks/1234.js:1:2345)\n'.repeat(40)}`
    const [line] = written(() => logEvent('error', 'next.console', { error }, 'revalidating cache with key: x'))
    const event = shipped(line!)
    expect(event.error).toMatch(/^UpstreamError: HTTP 500\n {4}at render/)
    expect(event.error).toHaveLength(STACK_CHARS)
    expect(String(event.error).endsWith(CUT_MARK)).toBe(true)
    expect(bytes(line!)).toBeLessThanOrEqual(LINE_BYTES)
  })

  it('holds the whole line under 1 kB however many fields, escapes or wide characters it has', () => {
    const lines = written(() =>
      requestContext().run({ requestId: '0123456789abcdef0123456789abcdef' }, () => {
        logEvent('info', 'webhook.call', Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${i}`, 'x'.repeat(500)])))
        logEvent('info', 'webhook.call', { controls: '\u0001'.repeat(5000), quotes: '"'.repeat(5000) })
        logEvent('info', 'webhook.call', { wide: '𝄞'.repeat(5000), tags: Array.from({ length: 500 }, (_, i) => `products:${i}`) })
        logEvent('info', 'webhook.call', { deep: { a: { b: { c: { d: 'x' } } } } })
      }),
    )
    expect(lines).toHaveLength(4)
    for (const line of lines) {
      expect(bytes(line)).toBeLessThanOrEqual(LINE_BYTES)
      expect(line.endsWith('}\n')).toBe(true)
      expect(line.slice(0, -1)).not.toContain('\n')
      expect(shipped(line)).toMatchObject({ level: 'info', event: 'webhook.call', requestId: '0123456789abcdef0123456789abcdef' })
    }
    // A cut string is never half a character: the shipper decoded every line strictly above.
    expect(String(shipped(lines[2]!).wide).endsWith(CUT_MARK)).toBe(true)
  })

  it('still keeps secrets out of a bounded line', () => {
    const [line] = written(() =>
      logEvent('warn', 'contact.refused', { reason: 'invalid', email: 'a@example.org', nested: { token: 't0k3n' } }),
    )
    expect(line).not.toContain('a@example.org')
    expect(line).not.toContain('t0k3n')
  })
})

describe('what every line says, at the level LOG_LEVEL sets', () => {
  const saved = process.env.LOG_LEVEL
  afterEach(() => {
    if (saved === undefined) delete process.env.LOG_LEVEL
    else process.env.LOG_LEVEL = saved
  })
  /** The level and event of each line written, one event of each level logged. */
  const levelsWritten = () =>
    written(() => {
      for (const level of ['debug', 'info', 'warn', 'error'] as const) logEvent(level, 'webhook.call')
    }).map((line) => shipped(line).level)

  it('writes info and above unless LOG_LEVEL is set, a blank one included', () => {
    delete process.env.LOG_LEVEL
    expect(levelsWritten()).toEqual(['info', 'warn', 'error'])
    process.env.LOG_LEVEL = '  '
    expect(levelsWritten()).toEqual(['info', 'warn', 'error'])
  })

  it('writes from the level LOG_LEVEL names, spaces around it ignored', () => {
    process.env.LOG_LEVEL = ' warn '
    expect(levelsWritten()).toEqual(['warn', 'error'])
    process.env.LOG_LEVEL = 'debug'
    expect(levelsWritten()).toEqual(['debug', 'info', 'warn', 'error'])
  })

  it('stamps each line with its ISO time and level name, and nothing of the host', () => {
    const before = Date.now()
    const [line] = written(() => logEvent('info', 'metrics.listening', { port: 9464 }))
    const event = shipped(line!)
    expect(Object.keys(event).sort()).toEqual(['event', 'level', 'port', 'time'])
    expect(event.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Date.parse(String(event.time))).toBeGreaterThanOrEqual(before - 1)
    expect(event.level).toBe('info')
  })

  it('names the request only within one, and writes no text when the event has none', () => {
    const lines = written(() => {
      logEvent('info', 'webhook.call')
      requestContext().run({ requestId: '' }, () => logEvent('info', 'webhook.call'))
    })
    expect(lines.map(shipped)).toEqual([
      { time: expect.any(String), level: 'info', event: 'webhook.call' },
      { time: expect.any(String), level: 'info', event: 'webhook.call' },
    ])
  })

  it('hides every secret, body and address field, at the top and one level down, as [redacted]', () => {
    const fields = { token: 't', secret: 's', signature: 'g', authorization: 'a', cookie: 'c', password: 'p' }
    const personal = { email: 'e', message: 'm', body: 'b', phone: 'f' }
    const [line] = written(() => logEvent('warn', 'contact.refused', { ...fields, ...personal, nested: { ...fields, ...personal } }))
    const hidden = Object.fromEntries(Object.keys({ ...fields, ...personal }).map((key) => [key, '[redacted]']))
    expect(shipped(line!)).toMatchObject({ ...hidden, nested: hidden })
  })
})

describe('logToStderr: for commands whose stdout is their output', () => {
  it('writes the same bounded lines to stderr, at once', () => {
    const holder = globalThis as Record<symbol, unknown>
    const key = Symbol.for('arkvolt.logger')
    const previous = holder[key]
    const writes: { fd: number; text: string }[] = []
    const writeSync = jest.spyOn(fs, 'writeSync').mockImplementation((fd: number, data: unknown) => {
      writes.push({ fd, text: String(data) })
      return Buffer.byteLength(String(data))
    })
    try {
      logToStderr()
      logEvent('warn', 'delivery.failed', { reason: 'x'.repeat(7000), email: 'a@example.org' })
    } finally {
      writeSync.mockRestore()
      holder[key] = previous
    }
    expect(writes.map(({ fd }) => fd)).toEqual([2])
    const text = writes[0]!.text
    expect(bytes(text)).toBeLessThanOrEqual(LINE_BYTES)
    expect(shipped(text)).toMatchObject({ level: 'warn', event: 'delivery.failed', email: '[redacted]' })
  })
})

describe("the tests' log capture (tests/support/log.ts)", () => {
  it('reads events through the production logger: redacted, with the request id', () => {
    const log = captureLog()
    try {
      requestContext().run({ requestId: 'req-1' }, () =>
        logEvent('warn', 'contact.refused', { reason: 'rate_limit', email: 'a@example.org', nested: { token: 't0k3n' } }),
      )
    } finally {
      log.restore()
    }
    expect(log.events).toEqual([
      expect.objectContaining({ event: 'contact.refused', requestId: 'req-1', email: '[redacted]', nested: { token: '[redacted]' } }),
    ])
  })
})
