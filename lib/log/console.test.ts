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
  it('keeps no digest that is not a string, and writes an error without a stack as its name and message', () => {
    const error = Object.assign(new UpstreamError('HTTP 502'), { digest: 1234567 })
    delete error.stack
    expect(consoleEvent('error', [error])).toEqual({
      level: 'error',
      text: 'UpstreamError: HTTP 502',
      fields: { stack: 'UpstreamError: HTTP 502' },
    })
  })
  it('takes the first error as the stack, and prints the rest as the console would, on one line, two levels deep', () => {
    const first = new UpstreamError('first')
    const second = new UpstreamError('second')
    const { fields, text } = consoleEvent('error', ['failed:', first, { a: { b: { c: { d: 1 } } }, list: ['x', 'y'] }, second])
    expect(fields.stack).toMatch(/^UpstreamError: first\n/)
    expect(text).toMatch(/^failed: \{ a: \{ b: \{ c: \[Object\] \} \}, list: \[ 'x', 'y' \] \} UpstreamError: second\n/)
    const long = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key${i}`, 'value']))
    expect(consoleEvent('info', [long]).text).not.toContain('\n')
  })
  it.each([
    ['error', 'error'],
    ['warn', 'warn'],
    ['info', 'info'],
    ['log', 'info'],
    ['debug', 'debug'],
    ['trace', 'debug'],
  ] as const)('writes console.%s at level %s', (method, level) => {
    expect(consoleEvent(method, ['text']).level).toBe(level)
  })
  it("drops each of Next's marks with the spaces around it, and nothing else", () => {
    for (const mark of ['⨯', '⚠', '○', '✓', '▲', '»']) expect(consoleEvent('info', [`  ${mark}  Ready in 2s`]).text).toBe('Ready in 2s')
    expect(consoleEvent('info', ['Ready ✓ in 2s']).text).toBe('Ready ✓ in 2s')
    expect(consoleEvent('info', []).text).toBe('')
  })
  it('gives console.trace a stack, and no other call without an error one', () => {
    expect(consoleEvent('trace', ['here'])).toMatchObject({ text: 'here', fields: { stack: expect.stringMatching(/^\s+at /) } })
    expect(consoleEvent('debug', ['here']).fields).toEqual({})
  })
})

describe('routeConsoleToLog', () => {
  it("writes what the console is given as the log's JSON lines, named next.console", () => {
    const holder = globalThis as Record<symbol, unknown>
    const key = Symbol.for('arkvolt.logger')
    const { error, warn, log, info, debug, trace } = console
    const previous = { logger: holder[key], level: process.env.LOG_LEVEL, console: { error, warn, log, info, debug, trace } }
    const lines: string[] = []
    process.env.LOG_LEVEL = 'debug'
    logTo({ write: (line: string) => lines.push(line) })
    function whereItWasTraced() {
      console.trace('traced')
    }
    try {
      routeConsoleToLog()
      console.error('revalidating cache with key: k', new UpstreamError('HTTP 500'))
      console.warn('⚠ a warning')
      console.info('%d products', 32)
      console.log('ready')
      console.debug('a detail')
      whereItWasTraced()
    } finally {
      Object.assign(console, previous.console)
      holder[key] = previous.logger
      if (previous.level === undefined) delete process.env.LOG_LEVEL
      else process.env.LOG_LEVEL = previous.level
    }
    expect(lines.join('')).not.toMatch(/lib\/log\/console\.ts/)
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'next.console',
        msg: 'revalidating cache with key: k',
        stack: expect.stringMatching(/^UpstreamError/),
      }),
      expect.objectContaining({ level: 'warn', event: 'next.console', msg: 'a warning' }),
      expect.objectContaining({ level: 'info', event: 'next.console', msg: '32 products' }),
      expect.objectContaining({ level: 'info', event: 'next.console', msg: 'ready' }),
      expect.objectContaining({ level: 'debug', event: 'next.console', msg: 'a detail' }),
      // The stack from the line that called console.trace, none of it in the routing.
      expect.objectContaining({ level: 'debug', msg: 'traced', stack: expect.stringMatching(/^\s+at .*console\.test\.ts:/) }),
    ])
  })

  it('routes once per process: a second call leaves the console as it finds it', () => {
    const { error, warn, log, info, debug, trace } = console
    const mine = () => undefined
    // As in a fresh process: this test routes first, then again.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('arkvolt.console-routed')]
    try {
      routeConsoleToLog()
      expect(console.warn).not.toBe(warn)
      console.warn = mine
      routeConsoleToLog()
      expect(console.warn).toBe(mine)
    } finally {
      Object.assign(console, { error, warn, log, info, debug, trace })
    }
  })
})
