import { CUT_MARK, FIELD_CHARS, LINE_BYTES, STACK_CHARS, TEXT_CHARS } from './bounds.mjs'
import { logEvent, logTo, requestContext } from './log.mjs'
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
