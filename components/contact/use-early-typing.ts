import { type RefObject, useEffect } from 'react'
import { type FormValues, typedValues } from '@/lib/contact/form-state'

/** What a visitor did in the form before its script ran. */
export type EarlyTyping = {
  /** The fields as they stand. */
  typed: FormValues
  /** The visitor changed the email and went on to another field. */
  leftEmail: boolean
}

/**
 * A page paints before its scripts run, and a visitor may type meanwhile: the browser keeps the
 * words in the fields, but React starts from the form it rendered (`rendered`), misses the focus
 * and blur it was not there for, and would write its state back over the words at its next
 * render. Once the form runs, `takeIn` gets the fields as they stand, once, if the visitor
 * changed one or is in the form; a form only as the page rendered it (an enquiry's subject)
 * is left alone.
 */
export function useEarlyTyping(form: RefObject<HTMLFormElement | null>, rendered: FormValues, takeIn: (early: EarlyTyping) => void) {
  useEffect(() => {
    const element = form.current
    if (!element) return
    const typed = typedValues(new FormData(element))
    const focused = document.activeElement
    const changed = (Object.keys(typed) as (keyof FormValues)[]).filter((field) => typed[field] !== rendered[field])
    if (changed.length === 0 && !element.contains(focused)) return
    takeIn({ typed, leftEmail: changed.includes('senderEmail') && focused?.getAttribute('name') !== 'senderEmail' })
    // Once, as the form starts: what the visitor does after, React sees.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
