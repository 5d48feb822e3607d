import { contactLimits } from './contact-fields'
import { ContactMessageSchema } from './contact-message'

describe('ContactMessageSchema', () => {
  const message = { senderName: ' Asha ', senderEmail: 'ASHA@Example.COM', messageSubject: 'Quote', messageBody: 'Hello' }

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
})
