import { fieldProblems, whatIsMissing } from './form-check'
import { ContactMessageSchema } from './message'

const complete = {
  senderName: 'Asha',
  senderEmail: 'asha@example.org',
  messageSubject: 'Quote',
  messageBody: 'Please quote.',
  consent: true,
}

describe('fieldProblems', () => {
  it('before the schema loads: each empty field, and an email without an email’s shape', () => {
    expect(fieldProblems({ ...complete, senderName: '  ', senderEmail: 'asha@' })).toEqual({ senderName: 'required', senderEmail: 'email' })
    expect(fieldProblems({ ...complete, senderEmail: '' })).toEqual({ senderEmail: 'required' })
    expect(fieldProblems(complete)).toEqual({})
    // Spaces around it are trimmed by the schema too: no reason to hold the visitor back.
    expect(fieldProblems({ ...complete, senderEmail: ' asha@example.org ' })).toEqual({})
  })

  it('with the schema, its first problem with each field', () => {
    const values = { ...complete, senderName: 'Asha\nKulkarni', messageBody: '' }
    const parsed = ContactMessageSchema.safeParse(values)
    expect(parsed.success).toBe(false)
    expect(fieldProblems(values, parsed.error?.issues)).toEqual({ senderName: 'characters', messageBody: 'required' })
  })
})

describe('whatIsMissing', () => {
  it('lists the fields with a problem in the form’s order, then the consent', () => {
    expect(whatIsMissing({ messageBody: 'required', senderEmail: 'email' }, false)).toEqual([
      { field: 'senderEmail', kind: 'email' },
      { field: 'messageBody', kind: 'required' },
      { field: 'consent' },
    ])
  })

  it('is empty once every field is right and the consent is given', () => {
    expect(whatIsMissing({}, true)).toEqual([])
  })
})
