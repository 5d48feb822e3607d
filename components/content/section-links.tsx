import Link from 'next/link'
import type { MenuSection } from '@/lib/navigation/menu-section'

/** The other pages of the menu group a page is in, the page itself marked as current. */
export function SectionLinks({ section, current }: { section: MenuSection; current: string }) {
  return (
    <nav aria-labelledby="section-links" className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h2 id="section-links" className="text-sm font-semibold tracking-widest text-amber-700 uppercase">
        {section.title}
      </h2>
      <ul className="mt-4 space-y-1">
        {section.links.map((link) => (
          <li key={link.path}>
            <Link
              href={link.path}
              aria-current={link.path === current ? 'page' : undefined}
              className="flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 font-medium text-navy-900 hover:bg-slate-50 aria-[current=page]:bg-amber-50 aria-[current=page]:font-semibold aria-[current=page]:text-amber-800"
            >
              {link.title}
              <span aria-hidden className="text-amber-600">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
