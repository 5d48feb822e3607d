import { useRef, useState } from 'react'
import type { ContactFormState } from '@/lib/contact/form-state'
import type { ContactMessageSchema } from '@/lib/contact/message'

/**
 * What the form fetches once the visitor reaches it, not with the page, in one script
 * (form-parts.ts): the server's own schema (and zod), and the form's token
 * (lib/contact/form-token.ts), which the page, static and cached for everyone, cannot carry.
 * A token carries one message: every answer of the site carries the one for the next send (the
 * same after a refusal, a fresh one after a message was taken, '' when the budget gave none),
 * which replaces the one held; an answer the browser made up ('unsent') carries none and keeps
 * it. Without JavaScript the site's last answer is the only source. The token is fetched only
 * while no answer has given one; should a fetch fail, the next `request` tries again, but not
 * once the site said its budget gave none ('').
 */
export function useFormParts(state: ContactFormState) {
  const answered = (current: ContactFormState) => (current.status === 'idle' ? undefined : current.token)
  const [schema, setSchema] = useState<typeof ContactMessageSchema>()
  const [held, setHeld] = useState(() => answered(state))
  const [seen, setSeen] = useState(state)
  const asked = useRef(false)
  // A new answer: its token, if it carries one, is the one to send next (adjusted during render).
  if (state !== seen) {
    setSeen(state)
    const token = answered(state)
    if (token !== undefined) setHeld(token)
  }
  const request = () => {
    if (asked.current) return
    asked.current = true
    import('./form-parts')
      .then(async (parts) => {
        setSchema(() => parts.ContactMessageSchema)
        if (held !== undefined) return
        const token = await parts.fetchFormToken()
        if (token === undefined) asked.current = false
        else setHeld((current) => current ?? token)
      })
      .catch(() => (asked.current = false))
  }
  return { schema, token: held ?? '', request }
}
