import { consoleEvent, routeConsoleToLog } from './console'
import { logTo } from './log.mjs'

class UpstreamError extends Error {
  override name = 'UpstreamError'
}

describe('consoleEvent', () => {
  it("turns Next's failed background revalidation into one event with its stack as a field", () => {
    const error = new UpstreamError('HTTP 500')
    const { level, fields, text } = consoleEvent('error', ['revalidating cache with key: product-slice /api/product/fetch/x', error])
    expect(level).toBe('error')
    expect(text).toBe('revalidating cache with key: product-slice /api/product/fetch/x')
    expect(fields.stack).toMatch(/^UpstreamError: HTTP 500\n\s+at /)
  })
  it("drops colours and Next's mark, which the level says", () => {
    expect(consoleEvent('warn', ['\u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m Invalid next.config option']).text).toBe(
      'Invalid next.config option',
    )
    expect(consoleEvent('log', ['%s pages', 3])).toMatchObject({ level: 'info', text: '3 pages', fields: {} })
  })
  it("keeps Next's digest, the id its error page shows", () => {
    const error = Object.assign(new Error('render failed'), { digest: '1234567' })
    expect(consoleEvent('error', [error])).toMatchObject({ text: 'Error: render failed', fields: { digest: '1234567' } })
  })
})

describe('routeConsoleToLog', () => {
  it("writes what the console is given as the log's JSON lines, named next.console", () => {
    const holder = globalThis as Record<symbol, unknown>
    const key = Symbol.for('arkvolt.logger')
    const previous = { logger: holder[key], error: console.error, warn: console.warn, log: console.log, info: console.info }
    const lines: string[] = []
    logTo({ write: (line: string) => lines.push(line) })
    try {
      routeConsoleToLog()
      console.error('revalidating cache with key: k', new UpstreamError('HTTP 500'))
      console.warn('⚠ a warning')
    } finally {
      Object.assign(console, { error: previous.error, warn: previous.warn, log: previous.log, info: previous.info })
      holder[key] = previous.logger
    }
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'next.console',
        msg: 'revalidating cache with key: k',
        stack: expect.stringMatching(/^UpstreamError/),
      }),
      expect.objectContaining({ level: 'warn', event: 'next.console', msg: 'a warning' }),
    ])
  })
})
