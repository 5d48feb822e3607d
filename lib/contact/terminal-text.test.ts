import { escapeForTerminal } from './terminal-text'

describe('escapeForTerminal', () => {
  it.each([
    ['a window title sequence', '\u001b]0;pwned\u0007', '\\u001b]0;pwned\\u0007'],
    ['a colour sequence', '\u001b[31mred', '\\u001b[31mred'],
    ['NUL, tab, line feed and carriage return', 'a\u0000\t\n\rb', 'a\\u0000\\u0009\\u000a\\u000db'],
    ['DEL', '\u007f', '\\u007f'],
    ['a C1 control (CSI)', '\u009b2J', '\\u009b2J'],
    ['bidi overrides and isolates', '\u202egnp.exe\u2066x\u2069', '\\u202egnp.exe\\u2066x\\u2069'],
    ['a zero-width space', 'a\u200bb', 'a\\u200bb'],
    ['line and paragraph separators', '\u2028\u2029', '\\u2028\\u2029'],
    ['lone surrogates', '\ud800x\udfff', '\\ud800x\\udfff'],
    ['a tag character, beyond the BMP', '\u{e0041}', '\\u{e0041}'],
    ['a backslash, so an escape in the text reads as text', 'C:\\u001b', 'C:\\\\u001b'],
  ])('writes out %s', (_, text, shown) => {
    expect(escapeForTerminal(text)).toBe(shown)
  })

  it('leaves printable text as it is, joiners and emoji included', () => {
    const text = 'Asha <asha@example.org> श्री अर्जुन‌ 👩‍👩‍👧 ❤️ Ünïcødé'
    expect(escapeForTerminal(text)).toBe(text)
  })
})
