'use client'

import { useActionState, useState, useSyncExternalStore } from 'react'
import type { contactForm } from '@/content/contact'
import { type ContactFormState, sendMessage } from '@/lib/contact/action'
import { contactLimits, emailPattern, HONEYPOT_FIELD } from '@/lib/contact/fields'
import type { ContactMessage, ContactMessageSchema } from '@/lib/contact/message'

const empty: ContactMessage = { senderName: '', senderEmail: '', messageSubject: '', messageBody: '' }
const subscribe = () => () => {}

const input =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-navy-900 placeholder:text-slate-400 focus:border-navy-700 focus:outline-none disabled:bg-slate-100 aria-invalid:border-[#dc2626] aria-invalid:ring-1 aria-invalid:ring-[#dc2626]'

/**
 * The contact form. Submit stays disabled until every field is filled,
 * the email has an email's shape and the consent box is ticked. Without JavaScript it is a plain
 * form posting to the same server action: the browser checks the fields and the page shows the
 * outcome. Its texts come from the server component that renders it.
 */
export function ContactForm({ text }: { text: typeof contactForm }) {
  const [state, formAction, sending] = useActionState<ContactFormState, FormData>(sendMessage, { status: 'idle' })
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const [values, setValues] = useState(empty)
  const [consent, setConsent] = useState(false)
  const [emailTouched, setEmailTouched] = useState(false)
  const [answered, setAnswered] = useState(state)
  const [schema, setSchema] = useState<typeof ContactMessageSchema>()
  // The schema (and zod) is fetched when the visitor first reaches the form, not with the page;
  // should that fetch fail, the next focus tries again.
  const loadSchema = () => {
    if (schema) return
    import('@/lib/contact/message').then(
      (module) => setSchema(() => module.ContactMessageSchema),
      () => undefined,
    )
  }

  // A new outcome arrived: on success the fields clear (adjusted during render, not in an effect).
  if (state !== answered) {
    setAnswered(state)
    if (state.status === 'success') {
      setValues(empty)
      setConsent(false)
      setEmailTouched(false)
    }
  }

  const emailInvalid = emailTouched && !emailPattern.test(values.senderEmail)
  // The server's own schema decides whether the form may be sent.
  const complete = consent && schema?.safeParse(values).success === true
  const fieldProblems = state.status === 'error' ? state.fieldProblems : undefined

  return (
    <form action={formAction} noValidate={hydrated} onFocus={loadSchema} className="space-y-5">
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">{text.heading}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {(['senderName', 'senderEmail'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={field} className="text-sm font-semibold text-navy-900">
                {text.fields[field].label}
              </label>
              <input
                id={field}
                name={field}
                type={field === 'senderEmail' ? 'email' : 'text'}
                autoComplete={field === 'senderEmail' ? 'email' : 'name'}
                required
                maxLength={contactLimits[field]}
                placeholder={text.fields[field].placeholder}
                value={values[field]}
                aria-invalid={(field === 'senderEmail' && emailInvalid) || Boolean(fieldProblems?.[field]) || undefined}
                aria-describedby={field === 'senderEmail' && emailInvalid ? 'email-hint' : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setValues((current) => ({ ...current, [field]: value }))
                  if (field === 'senderEmail') setEmailTouched(true)
                }}
                className={input}
              />
              {field === 'senderEmail' && emailInvalid ? (
                <p id="email-hint" className="mt-1 text-sm text-red-700">
                  {text.invalidEmail}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div>
          <label htmlFor="messageSubject" className="text-sm font-semibold text-navy-900">
            {text.fields.messageSubject.label}
          </label>
          <input
            id="messageSubject"
            name="messageSubject"
            required
            maxLength={contactLimits.messageSubject}
            placeholder={text.fields.messageSubject.placeholder}
            value={values.messageSubject}
            aria-invalid={Boolean(fieldProblems?.messageSubject) || undefined}
            onChange={(event) => {
              const value = event.currentTarget.value
              setValues((current) => ({ ...current, messageSubject: value }))
            }}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="messageBody" className="text-sm font-semibold text-navy-900">
            {text.fields.messageBody.label}
          </label>
          <textarea
            id="messageBody"
            name="messageBody"
            required
            rows={5}
            maxLength={contactLimits.messageBody}
            placeholder={text.fields.messageBody.placeholder}
            value={values.messageBody}
            aria-invalid={Boolean(fieldProblems?.messageBody) || undefined}
            onChange={(event) => {
              const value = event.currentTarget.value
              setValues((current) => ({ ...current, messageBody: value }))
            }}
            className={input}
          />
        </div>
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>{text.honeypotLabel}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="consent"
            required
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
            className="size-6 shrink-0 accent-navy-900"
          />
          {text.consent}
        </label>
        <button
          type="submit"
          disabled={hydrated && (sending || !complete)}
          className="inline-flex items-center gap-2 rounded-full bg-amber-brand px-8 py-3 font-semibold text-navy-950 hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {sending ? (
            <>
              <svg aria-hidden viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
                <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
              {text.sending}
            </>
          ) : (
            text.submit
          )}
        </button>
      </fieldset>
      {state.status === 'idle' ? null : (
        <p
          role="alert"
          key={state.at}
          className={`rounded-xl px-4 py-3 font-semibold ${state.status === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
        >
          {state.status === 'success' ? text.success : text.error}
        </p>
      )}
    </form>
  )
}
