import { boundFields, boundLine, cut, CUT_MARK, FIELD_CHARS, LINE_BYTES, LIST_ITEMS, STACK_CHARS } from './bounds.mjs'

describe('cut', () => {
  it('keeps text within the length as it is', () => {
    expect(cut('short', 10)).toBe('short')
    expect(cut('x'.repeat(10), 10)).toBe('x'.repeat(10))
  })
  it('ends longer text with the mark, within the length', () => {
    expect(cut('x'.repeat(11), 10)).toBe(`${'x'.repeat(9)}${CUT_MARK}`)
  })
  it('never keeps half of a character written as two UTF-16 units', () => {
    expect(cut('a𝄞b', 3)).toBe(`a${CUT_MARK}`)
    // The first and the last high halves, and the characters just outside them, kept whole.
    expect(cut('a\ud800\udc00b', 3)).toBe(`a${CUT_MARK}`)
    expect(cut('a\udbff\udfffb', 3)).toBe(`a${CUT_MARK}`)
    expect(cut('a\ud7ffbc', 3)).toBe(`a\ud7ff${CUT_MARK}`)
    expect(cut('a\udc00bc', 3)).toBe(`a\udc00${CUT_MARK}`)
  })
  it('cuts to the mark alone when the length leaves room for nothing else', () => {
    expect(cut('abc', 1)).toBe(CUT_MARK)
    expect(cut('abc', 0)).toBe(CUT_MARK)
  })
  it("cuts to a field's length when none is given", () => {
    expect(cut('x'.repeat(FIELD_CHARS))).toBe('x'.repeat(FIELD_CHARS))
    expect(cut('x'.repeat(FIELD_CHARS + 1))).toHaveLength(FIELD_CHARS)
  })
})

describe('boundFields', () => {
  it('keeps a list to its length, saying how many were left out', () => {
    const bounded = boundFields({ tags: Array.from({ length: LIST_ITEMS + 5 }, (_, i) => i) })
    expect(bounded.tags).toHaveLength(LIST_ITEMS + 1)
    expect(bounded.tags.at(-1)).toBe(`${CUT_MARK}5 more`)
  })
  it('keeps an object to its number of keys, and nesting to three levels', () => {
    const wide = boundFields(Object.fromEntries(Array.from({ length: LIST_ITEMS + 2 }, (_, i) => [`k${i}`, i])))
    expect(Object.keys(wide)).toHaveLength(LIST_ITEMS + 1)
    expect(boundFields({ a: { b: { c: { d: 1 } } } })).toEqual({ a: { b: { c: CUT_MARK } } })
  })
  it('writes an error as its stack', () => {
    const error = new TypeError('boom')
    expect(boundFields({ error }).error).toMatch(/^TypeError: boom\n/)
  })
  it('writes an error without a stack as its name and message', () => {
    const error = new RangeError('out of range')
    delete error.stack
    expect(boundFields({ error }).error).toBe('RangeError: out of range')
  })
  it("gives a field named stack the length of a stack, any other a field's", () => {
    const long = 'x'.repeat(STACK_CHARS + 100)
    const bounded = boundFields({ stack: long, trace: long, nested: { stack: long } })
    expect(bounded.stack).toHaveLength(STACK_CHARS)
    expect(bounded.trace).toHaveLength(FIELD_CHARS)
    expect(bounded.nested.stack).toHaveLength(STACK_CHARS)
    expect(boundFields({ error: Object.assign(new Error('e'), { stack: long }) }).error).toHaveLength(STACK_CHARS)
  })
  it('keeps numbers, booleans, null and absent values as they are', () => {
    const fields = { port: 9464, up: false, none: null, unset: undefined, list: [1, null, 'a'] }
    expect(boundFields(fields)).toEqual(fields)
    expect(boundFields(null)).toBeNull()
  })
  it('keeps a list or an object of exactly the allowed length whole', () => {
    const list = Array.from({ length: LIST_ITEMS }, (_, i) => i)
    expect(boundFields({ list }).list).toEqual(list)
    const wide = Object.fromEntries(list.map((i) => [`k${i}`, i]))
    expect(boundFields(wide)).toEqual(wide)
  })
  it('says how many keys an object had past its length', () => {
    const wide = boundFields(Object.fromEntries(Array.from({ length: LIST_ITEMS + 7 }, (_, i) => [`k${i}`, i])))
    expect(wide[CUT_MARK]).toBe('7 more')
    expect(wide[`k${LIST_ITEMS - 1}`]).toBe(LIST_ITEMS - 1)
    expect(wide[`k${LIST_ITEMS}`]).toBeUndefined()
  })
  it('cuts a key to 40 characters', () => {
    expect(Object.keys(boundFields({ ['k'.repeat(100)]: 1 }))).toEqual([`${'k'.repeat(39)}${CUT_MARK}`])
  })
  it('counts nesting through lists as through objects, and cuts their strings', () => {
    expect(boundFields({ a: [[['deep']]] })).toEqual({ a: [[CUT_MARK]] })
    expect(boundFields({ a: ['x'.repeat(FIELD_CHARS + 5)] }).a[0]).toHaveLength(FIELD_CHARS)
  })
})

describe('boundLine', () => {
  it('passes a line within the bound untouched', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', a: 'x'.repeat(100) })}\n`
    expect(boundLine(line)).toBe(line)
  })
  it('passes a line of exactly the bound untouched, and cuts one a byte over', () => {
    const sized = (size: number) => {
      const start = `${JSON.stringify({ time: 't', level: 'info', event: 'e', a: '' })}\n`
      return `${JSON.stringify({ time: 't', level: 'info', event: 'e', a: 'x'.repeat(size - Buffer.byteLength(start)) })}\n`
    }
    expect(boundLine(sized(LINE_BYTES))).toBe(sized(LINE_BYTES))
    const over = boundLine(sized(LINE_BYTES + 1))
    expect(Buffer.byteLength(over)).toBeLessThanOrEqual(LINE_BYTES)
    expect(String(JSON.parse(over).a).endsWith(CUT_MARK)).toBe(true)
  })
  it('measures the bound in bytes: a line of wide characters is cut', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', a: '€'.repeat(400) })}\n`
    expect(line.length).toBeLessThan(LINE_BYTES)
    const bounded = boundLine(line)
    expect(Buffer.byteLength(bounded)).toBeLessThanOrEqual(LINE_BYTES)
    expect(bounded.endsWith('}\n')).toBe(true)
    expect(JSON.parse(bounded).a).toMatch(/^€+…$/)
  })
  it('cuts first the string that weighs most once written, escapes included', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', quotes: '"'.repeat(400), plain: 'p'.repeat(500) })}\n`
    const event = JSON.parse(boundLine(line)) as Record<string, string>
    expect(event.plain).toBe('p'.repeat(500))
    expect(event.quotes!.endsWith(CUT_MARK)).toBe(true)
  })
  it('cuts strings nested in objects and lists, never the fields that name the event', () => {
    const requestId = 'r'.repeat(900)
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', requestId, none: null, nested: { list: [null, 'x'.repeat(600)] } })}\n`
    const bounded = boundLine(line)
    expect(Buffer.byteLength(bounded)).toBeLessThanOrEqual(LINE_BYTES)
    const event = JSON.parse(bounded) as { requestId: string; nested: { list: string[] } }
    expect(event.requestId).toBe(requestId)
    expect(event.nested.list[1]).toMatch(/^x+…$/)
  })
  it('cuts a nested field named like one that names the event as any other', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', upstream: { event: 'x'.repeat(2000) } })}\n`
    const bounded = JSON.parse(boundLine(line)) as { upstream?: { event: string } }
    expect(bounded.upstream?.event).toMatch(/^x+…$/)
  })
  it('keeps the longest string of a line whole until it is the longest: halving stops once the line fits', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', a: 'a'.repeat(700), b: 'b'.repeat(400) })}\n`
    const event = JSON.parse(boundLine(line)) as Record<string, string>
    expect(event.a).toBe(`${'a'.repeat(349)}${CUT_MARK}`)
    expect(event.b).toBe('b'.repeat(400))
  })
  it('halves the longest strings of a longer line until it fits', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', a: 'x'.repeat(900), b: 'y'.repeat(300) })}\n`
    const bounded = boundLine(line)
    expect(Buffer.byteLength(bounded)).toBeLessThanOrEqual(LINE_BYTES)
    const event = JSON.parse(bounded) as Record<string, string>
    expect(event).toMatchObject({ time: 't', level: 'info', event: 'e', b: 'y'.repeat(300) })
    expect(event.a!.endsWith(CUT_MARK)).toBe(true)
  })
  it('keeps only what names the event when no string is left to cut', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', requestId: 'r', ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`n${i}`, i])) })}\n`
    expect(JSON.parse(boundLine(line))).toEqual({ time: 't', level: 'info', event: 'e', requestId: 'r', cut: 'line' })
  })
  it('leaves strings of 16 characters or fewer whole, even when halving one would do', () => {
    // Just over the bound with sixteen-character strings: halving one would save 6 bytes, enough.
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`n${String(i).padStart(2, '0')}`, 'abcdefghijklmnop']))
    const line = sizedLine({ time: 't', level: 'info', event: 'e', ...fields }, LINE_BYTES + 3)
    expect(JSON.parse(boundLine(line))).toEqual({ time: 't', level: 'info', event: 'e', cut: 'line' })
  })
  it('cuts the kept fields to 64 characters when nothing else is left', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e'.repeat(100), ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`n${i}`, i])) })}\n`
    expect(JSON.parse(boundLine(line))).toEqual({ time: 't', level: 'info', event: `${'e'.repeat(63)}${CUT_MARK}`, cut: 'line' })
  })
  it('halves at most 64 times a line, then keeps only what names the event', () => {
    // Eight strings of 34 × 2⁸ characters: 64 halvings, eight each, leave each at 34 (33 and the mark).
    const names = Array.from({ length: 8 }, (_, i) => `k${i}`)
    const strings = (value: string) => Object.fromEntries(names.map((name) => [name, value]))
    const head = { time: 't', level: 'info', event: 'e' }
    /** The line whose 64th halving leaves it `after` bytes long. */
    const lineLeaving = (after: number) => {
      const pad = JSON.parse(sizedLine({ ...head, ...strings(`${'x'.repeat(33)}${CUT_MARK}`) }, after)).pad as number[]
      return `${JSON.stringify({ ...head, ...strings('x'.repeat(34 * 2 ** 8)), pad })}\n`
    }
    const fits = JSON.parse(boundLine(lineLeaving(LINE_BYTES))) as Record<string, unknown>
    expect(fits).toMatchObject(strings(`${'x'.repeat(33)}${CUT_MARK}`))
    // A byte more after the 64th, and no 65th is tried (it would have saved 17 bytes).
    expect(JSON.parse(boundLine(lineLeaving(LINE_BYTES + 1)))).toEqual({ ...head, cut: 'line' })
  })
  it('writes only the kept fields that are strings', () => {
    const line = `${JSON.stringify({ time: 't', level: 30, event: 'e', ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`n${i}`, i])) })}\n`
    expect(boundLine(line)).toBe(`${JSON.stringify({ time: 't', event: 'e', cut: 'line' })}\n`)
  })
})

/** `event` written as pino writes it, with a list of zeros (no string to cut) making it `size` bytes. */
function sizedLine(event: Record<string, unknown>, size: number): string {
  const bare = Buffer.byteLength(`${JSON.stringify({ ...event, pad: [] })}\n`)
  // Each zero after the first adds two bytes (`,0`): an odd remainder is a longer first number.
  const count = Math.floor((size - bare + 1) / 2)
  const pad: number[] = Array.from({ length: count }, () => 0)
  if ((size - bare) % 2 === 0 && count > 0) pad[0] = 10
  const line = `${JSON.stringify({ ...event, pad })}\n`
  if (Buffer.byteLength(line) !== size) throw new Error(`sized ${Buffer.byteLength(line)}, not ${size}`)
  return line
}
