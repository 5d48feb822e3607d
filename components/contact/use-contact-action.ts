'use client'

import { type FormEvent, startTransition, useActionState } from 'react'
import type { ContactFormState } from '@/lib/contact/form-state'

/** The outcome's element: a form posted without JavaScript lands on it. */
export const OUTCOME_ID = 'contact-outcome'

/** The contact form's server action (lib/contact/action.ts). */
export type SendMessage = (previous: ContactFormState, form: FormData) => Promise<ContactFormState>

/**
 * The contact form's state and how it sends.
 * - `send` is the server action, handed over by the server component that renders the form, so
 *   the form's script carries no code of its own to call it.
 * - The server renders the form with the server action itself, which React writes as a plain
 *   form post for browsers without JavaScript. Its permalink sends that post, from any page, to
 *   the contact page rendered with the outcome and scrolled to it.
 * - In the browser a request that fails (dropped, offline, an error status, an answer that is
 *   not the action's) becomes the form's error, where the action itself would throw it at the
 *   page's error boundary. Nothing of the action is rendered, so the two hydrate alike.
 * - `onSubmit` sends in a transition of its own: as React's form action, the send would reset
 *   the form afterwards, unticking the consent box that the form's state still holds ticked.
 */
export function useContactAction(send: SendMessage) {
  const [state, action, sending] = useActionState<ContactFormState, FormData>(
    typeof window === 'undefined'
      ? send
      : async (previous, form) => {
          try {
            return await send(previous, form)
          } catch {
            return { status: 'error', reason: 'unsent', at: Date.now() }
          }
        },
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
