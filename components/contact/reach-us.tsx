import type { contactForm } from '@/content/contact'
import { joinList } from '@/lib/text/join-list'
import { linkedPhrases } from '@/lib/text/linked-phrases'
import { fillPlaceholders } from '@/lib/text/placeholders'
import { telHref } from '@/lib/text/tel-href'

type ReachUsText = Pick<typeof contactForm, 'reachUs' | 'phonesList' | 'phones' | 'email'>

/**
 * How else to reach the company, its phones and e-mail as links: said beside a refusal, so a
 * visitor in a hurry need not wait at all. Rendered on the server and handed to the form, whose
 * script then carries none of it.
 */
export function ReachUs({ text }: { text: ReachUsText }) {
  const sentence = fillPlaceholders(text.reachUs, { phones: joinList(text.phones, text.phonesList), email: text.email })
  const links = [
    ...text.phones.map((phone) => ({ phrase: phone, href: telHref(phone) })),
    { phrase: text.email, href: `mailto:${text.email}` },
  ]
  return linkedPhrases(sentence, links).map((part) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={part.href} href={part.href} className="underline underline-offset-2">
        {part.text}
      </a>
    ),
  )
}
