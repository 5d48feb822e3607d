import { contactLimits } from './fields'
import { ContactMessageSchema } from './message'

const message = { senderName: ' Asha ', senderEmail: 'ASHA@Example.COM', messageSubject: 'Quote', messageBody: 'Hello' }
type Field = keyof typeof message

/** The first problem the schema finds with `field` holding `value`. */
const problem = (field: Field, value: string) => {
  const parsed = ContactMessageSchema.safeParse({ ...message, [field]: value })
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('ContactMessageSchema', () => {
  it('trims fields and accepts an email in any case', () => {
    expect(ContactMessageSchema.parse(message)).toEqual({ ...message, senderName: 'Asha' })
  })

  it.each([
    ['a blank name', { ...message, senderName: '   ' }],
    ['an email without a domain', { ...message, senderEmail: 'asha@' }],
    ['an email with spaces', { ...message, senderEmail: 'a sha@example.com' }],
    ['a subject over the limit', { ...message, messageSubject: 'x'.repeat(contactLimits.messageSubject + 1) }],
    ['a message over the limit', { ...message, messageBody: 'x'.repeat(contactLimits.messageBody + 1) }],
    ['a missing field', { senderName: 'a', senderEmail: 'a@b.in', messageSubject: 's' }],
    ['a number for a field', { ...message, messageBody: 5 }],
  ])('rejects %s', (_, input) => {
    expect(ContactMessageSchema.safeParse(input).success).toBe(false)
  })

  it('keeps line breaks and tabs in the body, with \\r\\n made \\n before the length is counted', () => {
    const body = `Dear team,\r\n\r\n\tPlease quote.\n${'x'.repeat(contactLimits.messageBody - 30)}`
    expect(ContactMessageSchema.parse({ ...message, messageBody: body }).messageBody).toBe(body.replace(/\r\n/g, '\n'))
  })

  it('keeps the letters, joiners, emoji and harmless invisibles of pasted text that people write', () => {
    const text = 'श्री अर्जुन\u200c 👩‍👩‍👧 ❤️ Ünïcødé ½ solar\u00adpanel zero\u200bwidth word\u2060joiner zw\ufeffnbsp'
    expect(
      ContactMessageSchema.safeParse({ senderName: text, senderEmail: 'a@b.in', messageSubject: text, messageBody: text }).success,
    ).toBe(true)
  })

  describe.each(['senderName', 'senderEmail', 'messageSubject'] as const)('the one-line field %s', (field) => {
    it.each([
      ['a line feed', 'a\nb'],
      ['a carriage return', 'a\rb'],
      ['\\r\\n', 'a\r\nb'],
      ['a next line (U+0085)', 'a\u0085b'],
      ['a line separator (U+2028)', 'a\u2028b'],
      ['a paragraph separator (U+2029)', 'a\u2029b'],
    ])('refuses %s', (_, value) => {
      expect(problem(field, value)).toBe('must be on one line')
    })

    it('refuses a tab', () => {
      expect(problem(field, 'a\tb')).toBe('must not contain control characters')
    })
  })

  describe.each(['senderName', 'senderEmail', 'messageSubject', 'messageBody'] as const)('every field, here %s,', (field) => {
    it.each([
      ['NUL', '\u0000'],
      ['a C0 control (U+0007 bell)', '\u0007'],
      ['ESC, as in a terminal title sequence', '\u001b]0;pwned\u0007'],
      ['ESC, as in a colour sequence', '\u001b[31m'],
      ['DEL', '\u007f'],
      ['a C1 control (U+009B CSI)', '\u009b'],
      ['a C1 control (U+0080)', '\u0080'],
    ])('refuses %s', (_, value) => {
      expect(problem(field, `a${value}b`)).toBe('must not contain control characters')
    })

    it.each([
      ['a bidi embedding (U+202A)', '\u202a'],
      ['a bidi override (U+202E)', '\u202e'],
      ['a bidi pop (U+202C)', '\u202c'],
      ['a bidi isolate (U+2066)', '\u2066'],
      ['a bidi isolate pop (U+2069)', '\u2069'],
      ['a direction mark (U+200F)', '\u200f'],
      ['the Arabic letter mark (U+061C)', '\u061c'],
    ])('refuses %s', (_, value) => {
      expect(problem(field, `a${value}b`)).toBe('must not contain text-direction controls')
    })

    it.each([
      ['an interlinear annotation (U+FFF9)', '\ufff9'],
      ['a deprecated format control (U+206E)', '\u206e'],
      ['an invisible operator (U+2062)', '\u2062'],
      ['the Mongolian vowel separator (U+180E)', '\u180e'],
      ['a tag character (U+E0041)', '\u{e0041}'],
    ])('refuses %s', (_, value) => {
      expect(problem(field, `a${value}b`)).toBe('must not contain invisible formatting characters')
    })

    it.each([
      ['a lone high surrogate', '\ud800'],
      ['a lone low surrogate', '\udc00'],
    ])('refuses %s', (_, value) => {
      expect(problem(field, `a${value}b`)).toBe('must not contain broken characters')
    })
  })

  it('refuses in the body a carriage return that does not end a line', () => {
    expect(problem('messageBody', 'Total: 100\rTotal: 0')).toBe('must not contain control characters')
  })

  it('refuses in the body the Unicode line and paragraph separators, which some terminals break on', () => {
    expect(problem('messageBody', 'a\u2028b')).toBe('must not contain invisible formatting characters')
  })
})
