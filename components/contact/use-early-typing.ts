import { type RefObject, useEffect } from 'react'
import { type FormValues, typedValues } from '@/lib/contact/form-state'

/** What a visitor did in the form before its script ran. */
export type EarlyTyping = {
  /** The fields as they stand. */
  typed: FormValues
  /** The visitor is in the form, or has typed in it: its parts are wanted. */
  engaged: boolean
  /** The visitor typed an email and went on to another field. */
  leftEmail: boolean
}

/**
 * A page paints before its scripts run, and a visitor may type meanwhile: the browser keeps the
 * words in the fields, but React starts from the empty form it rendered, misses the focus and
 * blur it was not there for, and would write its empty state back over the words at its next
 * render. Once the form runs, `takeIn` gets the fields as they stand, once.
 */
export function useEarlyTyping(form: RefObject<HTMLFormElement | null>, takeIn: (early: EarlyTyping) => void) {
  useEffect(() => {
    if (!form.current) return
    const typed = typedValues(new FormData(form.current))
    const focused = document.activeElement
    const typedAny = Object.values(typed).some((value) => value !== '' && value !== false)
    takeIn({
      typed,
      engaged: typedAny || form.current.contains(focused),
      leftEmail: typed.senderEmail.trim() !== '' && focused?.getAttribute('name') !== 'senderEmail',
    })
    // Once, as the form starts: what the visitor does after, React sees.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
