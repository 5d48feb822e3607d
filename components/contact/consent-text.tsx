import { NewTabNote } from '@/components/ui/new-tab-note'
import { policyLinks } from '@/content/navigation'
import { linkedPhrases } from '@/lib/text/linked-phrases'

const links = policyLinks.map((link) => ({ phrase: link.title, href: link.path }))

/**
 * The consent sentence, its policy names linked to their pages. They open in a new tab, so
 * reading one does not lose what the visitor has typed.
 */
export function ConsentText({ sentence }: { sentence: string }) {
  return (
    <>
      {linkedPhrases(sentence, links).map((part) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={part.href} href={part.href} target="_blank" className="font-semibold text-navy-900 underline underline-offset-2">
            {part.text}
            <NewTabNote />
          </a>
        ),
      )}
    </>
  )
}
