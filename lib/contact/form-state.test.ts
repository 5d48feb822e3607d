import { contactLimits } from './fields'
import { formState, startingValues } from './form-state'

const typed = {
  senderName: 'Asha',
  senderEmail: 'asha@campus',
  messageSubject: '   ',
  messageBody: 'Please quote.',
}
const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}

describe('formState', () => {
  it('says only that a message was sent: nothing typed goes back', () => {
    expect(formState({ status: 'success' }, form({ ...typed, consent: 'on' }), 7, 'next')).toEqual({
      status: 'success',
      at: 7,
      token: 'next',
    })
  })

  it('gives back what was typed with a refusal, and the kind of each field’s problem', () => {
    const outcome = {
      status: 'error',
      reason: 'invalid',
      fieldProblems: { senderEmail: 'not an email address', messageSubject: 'required' },
      fieldKinds: { senderEmail: 'email', messageSubject: 'required' },
    } as const
    expect(formState(outcome, form({ ...typed, consent: 'on', website: '' }), 7, 'next')).toEqual({
      status: 'error',
      reason: 'invalid',
      problems: { senderEmail: 'email', messageSubject: 'required' },
      typed: { ...typed, consent: true },
      token: 'next',
      at: 7,
    })
  })

  it('gives back what was typed when the limit refuses it, and how soon to try again', () => {
    expect(formState({ status: 'error', reason: 'rate-limited', retryAfterMs: 42_000 }, form(typed), 7, 'next')).toEqual({
      status: 'error',
      reason: 'rate-limited',
      typed: { ...typed, consent: false },
      retryAfterMs: 42_000,
      token: 'next',
      at: 7,
    })
  })

  it('cuts each text to its limit, and takes a missing or non-text field as empty', () => {
    const data = form({ senderName: 'x'.repeat(10_000), messageSubject: 'Quote' })
    data.append('messageBody', new Blob(['a file']))
    const state = formState({ status: 'error', reason: 'invalid' }, data, 7, 'next')
    expect(state.status === 'error' && state.typed).toEqual({
      senderName: 'x'.repeat(contactLimits.senderName),
      senderEmail: '',
      messageSubject: 'Quote',
      messageBody: '',
      consent: false,
    })
  })
})

describe('startingValues', () => {
  it('is the empty form, or the empty form about an enquiry', () => {
    const empty = { senderName: '', senderEmail: '', messageSubject: '', messageBody: '', consent: false }
    expect(startingValues({ status: 'idle' })).toEqual(empty)
    expect(startingValues({ status: 'idle' }, 'Enquiry: Fan')).toEqual({ ...empty, messageSubject: 'Enquiry: Fan' })
    expect(startingValues({ status: 'success', at: 1 }, 'Enquiry: Fan')).toEqual({ ...empty, messageSubject: 'Enquiry: Fan' })
    // The browser's own failure gives nothing typed back: the form keeps what it holds, else starts empty.
    expect(startingValues({ status: 'error', reason: 'unsent', at: 1 })).toEqual(empty)
  })

  it('is what was typed when a refusal gave it back', () => {
    const values = { ...typed, consent: true }
    expect(startingValues({ status: 'error', reason: 'invalid', typed: values, at: 1 }, 'Enquiry: Fan')).toEqual(values)
  })
})
