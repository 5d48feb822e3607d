'use client'

import { type FormEvent, startTransition, useActionState } from 'react'
import { sendMessage } from '@/lib/contact/action'
import type { ContactFormState } from '@/lib/contact/form-state'

/** The outcome's element: a form posted without JavaScript lands on it. */
export const OUTCOME_ID = 'contact-outcome'

/**
 * The server action as the browser calls it: a request that fails (dropped, offline, an error
 * status, an answer that is not the action's) becomes the form's error, where the action itself
 * would throw it at the page's error boundary.
 */
async function sendOrFail(previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  try {
    return await sendMessage(previous, form)
  } catch {
    return { status: 'error', reason: 'unsent', at: Date.now() }
  }
}

/**
 * The contact form's state and how it sends.
 * - The server renders the form with the server action itself, which React writes as a plain
 *   form post for browsers without JavaScript. Its permalink sends that post, from any page, to
 *   the contact page rendered with the outcome and scrolled to it.
 * - In the browser the action is `sendOrFail`. Nothing of the action is rendered, so the two
 *   hydrate alike.
 * - `onSubmit` sends in a transition of its own: as React's form action, the send would reset
 *   the form afterwards, unticking the consent box that the form's state still holds ticked.
 */
export function useContactAction() {
  const [state, action, sending] = useActionState<ContactFormState, FormData>(
    typeof window === 'undefined' ? sendMessage : sendOrFail,
    { status: 'idle' },
    `/contact#${OUTCOME_ID}`,
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    startTransition(() => action(form))
  }
  return { state, action, onSubmit, sending }
}
