import { contactLimits } from './fields'
import { ContactMessageSchema } from './message'
import { problemKind } from './problem-kind'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }

/** The kind of the first problem the schema finds with the message. */
const kindOf = (input: Record<string, unknown>) => {
  const parsed = ContactMessageSchema.safeParse(input)
  if (parsed.success) throw new Error('accepted')
  return problemKind(parsed.error.issues[0]!)
}

describe('problemKind', () => {
  it.each([
    { case: 'an empty field', input: { ...message, senderName: '' }, kind: 'required' },
    { case: 'a field of spaces', input: { ...message, messageSubject: '   ' }, kind: 'required' },
    { case: 'a missing field', input: { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote' }, kind: 'required' },
    { case: 'a number for a field', input: { ...message, messageBody: 5 }, kind: 'required' },
    {
      case: 'a field over its limit',
      input: { ...message, messageSubject: 'x'.repeat(contactLimits.messageSubject + 1) },
      kind: 'too-long',
    },
    { case: 'an email without a domain ending', input: { ...message, senderEmail: 'asha@campus' }, kind: 'email' },
    { case: 'a line break in a one-line field', input: { ...message, senderName: 'Asha\nKulkarni' }, kind: 'characters' },
    { case: 'a control character', input: { ...message, messageBody: 'a\u0000b' }, kind: 'characters' },
    { case: 'a direction control', input: { ...message, senderName: 'Asha \u202eevil' }, kind: 'characters' },
  ])('$case is $kind', ({ input, kind }) => {
    expect(kindOf(input)).toBe(kind)
  })
})
