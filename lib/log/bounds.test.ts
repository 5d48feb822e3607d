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
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', requestId, nested: { list: ['x'.repeat(600)] } })}\n`
    const bounded = boundLine(line)
    expect(Buffer.byteLength(bounded)).toBeLessThanOrEqual(LINE_BYTES)
    const event = JSON.parse(bounded) as { requestId: string; nested: { list: string[] } }
    expect(event.requestId).toBe(requestId)
    expect(event.nested.list[0]).toMatch(/^x+…$/)
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
  it('leaves strings of 16 characters or fewer whole, and cuts the kept fields to 64 when nothing else is left', () => {
    const short = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`n${i}`, 'abcdefghijklmnop']))
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e'.repeat(100), ...short })}\n`
    expect(JSON.parse(boundLine(line))).toEqual({ time: 't', level: 'info', event: `${'e'.repeat(63)}${CUT_MARK}`, cut: 'line' })
  })
  it('writes only the kept fields that are strings', () => {
    const line = `${JSON.stringify({ time: 't', level: 30, event: 'e', ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`n${i}`, i])) })}\n`
    expect(boundLine(line)).toBe(`${JSON.stringify({ time: 't', event: 'e', cut: 'line' })}\n`)
  })
})
