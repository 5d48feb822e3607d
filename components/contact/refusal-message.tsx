import type { contactForm } from '@/content/contact'
import { retryWait } from '@/lib/contact/retry-wait'
import { joinList } from '@/lib/join-list'
import { linkedPhrases } from '@/lib/linked-phrases'
import { fillPlaceholders } from '@/lib/placeholders'
import { telHref } from '@/lib/tel-href'

type RefusalText = Pick<typeof contactForm, 'refusals' | 'waits' | 'reachUs' | 'phonesList' | 'phones' | 'email'>

/**
 * The site turned a message away for now: why, how soon to try again, and the company's phones
 * and e-mail as links, so a visitor in a hurry need not wait at all.
 */
export function RefusalMessage({
  reason,
  retryAfterMs,
  text,
}: {
  reason: keyof RefusalText['refusals']
  retryAfterMs: number
  text: RefusalText
}) {
  const { unit, count } = retryWait(retryAfterMs)
  const wait = fillPlaceholders(text.waits[unit], { count: String(count) })
  const reachUs = fillPlaceholders(text.reachUs, { phones: joinList(text.phones, text.phonesList), email: text.email })
  const links = [
    ...text.phones.map((phone) => ({ phrase: phone, href: telHref(phone) })),
    { phrase: text.email, href: `mailto:${text.email}` },
  ]
  return (
    <>
      {fillPlaceholders(text.refusals[reason], { wait })}{' '}
      {linkedPhrases(reachUs, links).map((part) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={part.href} href={part.href} className="underline underline-offset-2">
            {part.text}
          </a>
        ),
      )}
    </>
  )
}
