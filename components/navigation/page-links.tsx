import Link from 'next/link'
import { pagination } from '@/content/pagination'
import { pageLinks } from '@/lib/navigation/pagination'

/**
 * Plain links to the previous and next pages of a paged list and to the page numbers
 * `pageLinks` names: they work without JavaScript and let a crawler reach every page. Not
 * prefetched: a page links to dozens of others, of which a visitor opens one. The numbers are
 * bare `<a>`, styled by the list and named by their number within the labelled navigation:
 * a long list's page has about 80, each written twice (the HTML and the inline payload), so
 * each costs about 0.15 kB instead of the 0.27 kB a `Link` with its own label and class took.
 */
export function PageLinks({
  list,
  current,
  count,
  href,
}: {
  /** The list's name, for the navigation's label. */
  list: string
  current: number
  count: number
  href: (page: number) => string
}) {
  if (count <= 1) return null
  return (
    <nav aria-label={pagination.label(list)} className="mt-10 flex flex-col items-center gap-3 text-sm">
      <p className="text-slate-600">{pagination.position(current, count)}</p>
      <ul className="page-links">
        {current > 1 && (
          <li>
            <Link href={href(current - 1)} rel="prev" prefetch={false} className="px-4">
              {pagination.previous}
            </Link>
          </li>
        )}
        {pageLinks(current, count).map((link, index) =>
          link.kind === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={link.page}>
              {/* Spread, so the other pages' links carry no aria-current at all, not even an undefined one in the payload. */}
              <a href={href(link.page)} {...(link.page === current && { 'aria-current': 'page' })}>
                {link.page}
              </a>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link href={href(current + 1)} rel="next" prefetch={false} className="px-4">
              {pagination.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
