'use client'

import { useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import type { contactForm } from '@/content/contact'
import { emailPattern, HONEYPOT_FIELD } from '@/lib/contact/fields'
import { type FormValues, startingValues } from '@/lib/contact/form-state'
import type { ContactMessage, ContactMessageSchema } from '@/lib/contact/message'
import { ContactField } from './contact-field'
import { SendButton } from './send-button'
import { OUTCOME_ID, useContactAction } from './use-contact-action'

/**
 * The contact form. Submit stays disabled until every field is filled,
 * the email has an email's shape and the consent box is ticked. Without JavaScript it is a plain
 * form posting to the same server action: the browser checks the fields, and the page that comes
 * back opens on the outcome, with the form as it was sent and the reason beside each field the
 * site refused. Its texts come from the server component that renders it; `subject` starts the
 * subject off (an enquiry about a product).
 */
export function ContactForm({ text, subject }: { text: typeof contactForm; subject?: string }) {
  const { state, action, onSubmit, sending } = useContactAction()
  const hydrated = useHydrated()
  const [values, setValues] = useState(() => startingValues(state, subject))
  const [emailTouched, setEmailTouched] = useState(false)
  const [answered, setAnswered] = useState(state)
  // The outcome the page was rendered with, from a post without JavaScript: shown first.
  const [postedBack] = useState(state.status === 'idle' ? undefined : state)
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
      setValues(startingValues(state))
      setEmailTouched(false)
    }
  }

  const edit = <Field extends keyof FormValues>(field: Field, value: FormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field === 'senderEmail') setEmailTouched(true)
  }
  const refusal = state.status === 'error' ? state : undefined
  /** What is wrong with a field: the live email check, else the site's refusal while the field still holds what was refused. */
  const problem = (field: keyof ContactMessage) => {
    if (field === 'senderEmail' && emailTouched && !emailPattern.test(values.senderEmail)) return text.fieldProblems.email
    const kind = refusal?.problems?.[field]
    return kind && refusal?.typed?.[field] === values[field] ? text.fieldProblems[kind] : undefined
  }
  const field = (name: keyof ContactMessage) => ({
    name,
    text: text.fields[name],
    value: values[name],
    onChange: (value: string) => edit(name, value),
    problem: problem(name),
  })
  // The server's own schema decides whether the form may be sent.
  const complete = values.consent && schema?.safeParse(values).success === true

  const outcome =
    state.status === 'idle' ? null : (
      <p
        role="alert"
        id={OUTCOME_ID}
        key={state.at}
        className={`rounded-xl px-4 py-3 font-semibold ${state.status === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
      >
        {state.status === 'success' ? text.success : text.error}
      </p>
    )
  const outcomeFirst = state === postedBack

  return (
    <form action={action} onSubmit={onSubmit} noValidate={hydrated} onFocus={loadSchema} className="space-y-5">
      {outcomeFirst ? outcome : null}
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">{text.heading}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactField {...field('senderName')} autoComplete="name" />
          <ContactField {...field('senderEmail')} type="email" autoComplete="email" />
        </div>
        <ContactField {...field('messageSubject')} />
        <ContactField {...field('messageBody')} multiline />
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>{text.honeypotLabel}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="consent"
            required
            checked={values.consent}
            onChange={(event) => edit('consent', event.currentTarget.checked)}
            className="size-6 shrink-0 accent-navy-900"
          />
          {text.consent}
        </label>
        <SendButton disabled={hydrated && (sending || !complete)} sending={sending} text={text} />
      </fieldset>
      {outcomeFirst ? null : outcome}
    </form>
  )
}
