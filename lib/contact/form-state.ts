import type { ContactOutcome, FieldKinds } from './acceptance'
import { contactLimits } from './fields'
import type { ContactMessage } from './message'

/** What the form holds: the message's fields as typed, and the consent box. */
export type FormValues = ContactMessage & { consent: boolean }

/**
 * The contact form's state: nothing sent yet, or the last outcome; `at` tells two equal outcomes
 * apart. A refusal carries each refused field's kind of problem and what was typed, so that the
 * page a browser without JavaScript gets back shows the form as it was sent, and after the
 * limits or a full outbox, how soon to try again. Every answer of the site carries the form
 * token for the next send (form-tokens.ts; '' when the budget gave none), the only one a browser
 * without JavaScript gets. 'unsent' is the browser's own: the request failed before the site
 * could answer it, and carries none.
 */
export type ContactFormState =
  | { status: 'idle' }
  | { status: 'success'; at: number; token?: string }
  | {
      status: 'error'
      reason: 'invalid' | 'replayed' | 'rate-limited' | 'full' | 'unavailable' | 'unsent'
      problems?: FieldKinds
      typed?: FormValues
      retryAfterMs?: number
      token?: string
      at: number
    }

/** The state a submission leaves the form in, with the token for its next send. */
export function formState(outcome: ContactOutcome, form: FormData, at: number, token: string): ContactFormState {
  if (outcome.status === 'success') return { status: 'success', at, token }
  return {
    status: 'error',
    reason: outcome.reason,
    ...(outcome.fieldKinds && { problems: outcome.fieldKinds }),
    typed: typedValues(form),
    ...(outcome.retryAfterMs !== undefined && { retryAfterMs: outcome.retryAfterMs }),
    token,
    at,
  }
}

/**
 * The form's fields as they stand (sent, or typed before the form's script ran), each text cut to
 * its limit. React writes the state into a hidden field of the form it renders, so it is posted
 * again with the next try; cut, the two copies stay within the size the proxy allows a post.
 */
export function typedValues(form: FormData): FormValues {
  const text = (name: keyof ContactMessage) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, contactLimits[name]) : ''
  }
  return {
    senderName: text('senderName'),
    senderEmail: text('senderEmail'),
    messageSubject: text('messageSubject'),
    messageBody: text('messageBody'),
    consent: form.has('consent'),
  }
}

/** What the form starts with: what was typed, when a refusal gave it back; else empty, with an enquiry's subject. */
export function startingValues(state: ContactFormState, subject = ''): FormValues {
  if (state.status === 'error' && state.typed) return state.typed
  return { senderName: '', senderEmail: '', messageSubject: subject, messageBody: '', consent: false }
}
