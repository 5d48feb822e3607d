import type { ReactNode } from 'react'
import type { contactForm } from '@/content/contact'
import { retryWait } from '@/lib/contact/retry-wait'
import { fillPlaceholders } from '@/lib/text/placeholders'

type RefusalText = Pick<typeof contactForm, 'refusals' | 'waits'>

/**
 * The site turned a message away for now: why, and how soon to try again; then `reachUs`, the
 * company's phones and e-mail (reach-us.tsx, rendered on the server).
 */
export function RefusalMessage({
  reason,
  retryAfterMs,
  text,
  reachUs,
}: {
  reason: keyof RefusalText['refusals']
  retryAfterMs: number
  text: RefusalText
  reachUs: ReactNode
}) {
  const { unit, count } = retryWait(retryAfterMs)
  const wait = fillPlaceholders(text.waits[unit], { count: String(count) })
  return (
    <>
      {fillPlaceholders(text.refusals[reason], { wait })} {reachUs}
    </>
  )
}
