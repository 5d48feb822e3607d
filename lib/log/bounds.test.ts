import { boundFields, boundLine, cut, CUT_MARK, LINE_BYTES, LIST_ITEMS } from './bounds.mjs'

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
})

describe('boundLine', () => {
  it('passes a line within the bound untouched', () => {
    const line = `${JSON.stringify({ time: 't', level: 'info', event: 'e', a: 'x'.repeat(100) })}\n`
    expect(boundLine(line)).toBe(line)
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
})
