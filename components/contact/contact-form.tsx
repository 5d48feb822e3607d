'use client'

import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { useHydrated } from '@/lib/browser/use-hydrated'
import type { contactForm } from '@/content/contact'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/contact/fields'
import { fieldProblems, whatIsMissing } from '@/lib/contact/form-check'
import { type FormValues, startingValues } from '@/lib/contact/form-state'
import { joinList } from '@/lib/text/join-list'
import { fillPlaceholders } from '@/lib/text/placeholders'
import type { ContactMessage } from '@/lib/contact/message'
import { ContactField, RequiredMark } from './contact-field'
import { RefusalMessage } from './refusal-message'
import { SendButton } from './send-button'
import { OUTCOME_ID, type SendMessage, useContactAction } from './use-contact-action'
import { useEarlyTyping } from './use-early-typing'
import { useFormParts } from './use-form-parts'

const NEEDED_ID = 'contact-needed'

/**
 * The contact form. Send stays unavailable until every field is filled, the email has an email's
 * shape and the consent box is ticked; beside it a line says what is still needed, read with the
 * button, which stays focusable for that. Pressed anyway, it shows each field's problem and takes
 * the visitor to the first. The email's problem shows once the visitor leaves the field; a live
 * region reads what appears. What was typed before the script ran is taken in as it starts
 * (use-early-typing.ts). Without JavaScript it is a plain form posting to the same server
 * action: the browser checks the fields, and the page that comes back opens on the outcome, with
 * the form as it was sent and the reason beside each field the site refused. Turned away by the
 * site's limits or a full outbox, it says how soon to try again and how else to reach the
 * company, and keeps every word. A hidden field carries the form's token (use-form-parts.ts),
 * which lets the message draw on the share of the limits a flood without one cannot spend; a
 * token carries one message, and one sent again (a page posted twice) is refused, saying so. Its
 * texts come from the server component that renders it, which draws the linked ones there
 * already, so the form's script carries none of their code: `consent` (the consent sentence,
 * its policies linked) and `reachUs` (the phones and e-mail); `subject` starts the subject off
 * (an enquiry about a product). `send` is the server action, from there too.
 */
export function ContactForm({
  send,
  text,
  subject,
  consent,
  reachUs,
}: {
  send: SendMessage
  text: typeof contactForm
  subject?: string
  consent: ReactNode
  reachUs: ReactNode
}) {
  const { state, action, onSubmit, sending } = useContactAction(send)
  const hydrated = useHydrated()
  const [values, setValues] = useState(() => startingValues(state, subject))
  const [emailLeft, setEmailLeft] = useState(false)
  const [tried, setTried] = useState(false)
  const [announced, setAnnounced] = useState('')
  const [answered, setAnswered] = useState(state)
  // The outcome the page was rendered with, from a post without JavaScript: shown first.
  const [postedBack] = useState(state.status === 'idle' ? undefined : state)
  // The schema and the form's token, fetched when the visitor first reaches the form.
  const { schema, token, request } = useFormParts(state)
  const form = useRef<HTMLFormElement>(null)
  useEarlyTyping(form, values, ({ typed, leftEmail }) => {
    setValues(typed)
    setEmailLeft(leftEmail)
    request()
  })

  // A new outcome arrived: on success the fields clear (adjusted during render, not in an effect).
  if (state !== answered) {
    setAnswered(state)
    if (state.status === 'success') {
      setValues(startingValues(state))
      setEmailLeft(false)
      setTried(false)
      setAnnounced('')
    }
  }

  const edit = <Field extends keyof FormValues>(field: Field, value: FormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }))
  // The server's own schema decides, once loaded; until then the plain rules the form has.
  const parsed = schema?.safeParse(values)
  const live = fieldProblems(values, parsed ? (parsed.error?.issues ?? []) : undefined)
  const missing = whatIsMissing(live, values.consent)
  const complete = parsed?.success === true && values.consent
  const neededItems = missing.map((item) =>
    item.field === 'consent' ? text.needed.consent : fillPlaceholders(text.neededAs[item.kind], { item: text.needed[item.field] }),
  )
  const neededText = fillPlaceholders(text.stillNeeded, { items: joinList(neededItems, text.list) })
  const refusal = state.status === 'error' ? state : undefined
  /**
   * What is wrong with a field: its live problem once the visitor has tried to send (the email's
   * once they left it), else the site's refusal while the field still holds what was refused.
   */
  const problem = (field: keyof ContactMessage) => {
    const kind = tried || (field === 'senderEmail' && emailLeft) ? live[field] : undefined
    if (kind) return text.fieldProblems[kind]
    const refused = refusal?.problems?.[field]
    return refused && refusal?.typed?.[field] === values[field] ? text.fieldProblems[refused] : undefined
  }
  const field = (name: keyof ContactMessage) => ({
    name,
    text: text.fields[name],
    value: values[name],
    onChange: (value: string) => edit(name, value),
    problem: problem(name),
  })
  const leaveEmail = () => {
    if (values.senderEmail.trim() === '') return
    setEmailLeft(true)
    const kind = live.senderEmail
    if (kind) setAnnounced(`${text.fields.senderEmail.label}: ${text.fieldProblems[kind]}`)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (complete) return onSubmit(event)
    event.preventDefault()
    setTried(true)
    if (missing.length === 0) return
    setAnnounced(neededText)
    document.getElementById(missing[0]!.field)?.focus()
  }

  const outcome =
    state.status === 'idle' ? null : (
      <p
        role="alert"
        id={OUTCOME_ID}
        key={state.at}
        className={`rounded-xl px-4 py-3 font-semibold ${state.status === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
      >
        {state.status === 'success' ? (
          text.success
        ) : (state.reason === 'rate-limited' || state.reason === 'full') && state.retryAfterMs !== undefined ? (
          <RefusalMessage reason={state.reason} retryAfterMs={state.retryAfterMs} text={text} reachUs={reachUs} />
        ) : state.reason === 'replayed' ? (
          <>
            {text.replayed} {reachUs}
          </>
        ) : (
          text.error
        )}
      </p>
    )
  const outcomeFirst = state === postedBack
  const blocked = hydrated && !complete

  return (
    <form ref={form} action={action} onSubmit={submit} noValidate={hydrated} onFocus={request} className="space-y-5">
      {outcomeFirst ? outcome : null}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">{text.heading}</legend>
        <p className="text-sm text-slate-600">{text.requiredNote}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactField {...field('senderName')} autoComplete="name" />
          <ContactField {...field('senderEmail')} onBlur={leaveEmail} type="email" autoComplete="email" />
        </div>
        <ContactField {...field('messageSubject')} />
        <ContactField {...field('messageBody')} multiline />
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>{text.honeypotLabel}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            id="consent"
            type="checkbox"
            name="consent"
            required
            aria-label={text.consent}
            checked={values.consent}
            onChange={(event) => edit('consent', event.currentTarget.checked)}
            className="size-6 shrink-0 accent-navy-900"
          />
          <span>
            {consent}
            <RequiredMark />
          </span>
        </label>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <SendButton blocked={blocked} describedBy={blocked ? NEEDED_ID : undefined} sending={sending} text={text} />
          {missing.length > 0 ? (
            <p id={NEEDED_ID} className="max-w-md text-sm text-slate-700 no-script:hidden">
              {neededText}
            </p>
          ) : null}
        </div>
        <p aria-live="polite" className="sr-only">
          {announced}
        </p>
      </fieldset>
      {outcomeFirst ? null : outcome}
    </form>
  )
}
