'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { MenuEntry } from '@/content/schemas'

// Amber text reads on the dark, transparent header; on white it needs the darker amber. Below xl
// the menu is a white panel even in the transparent header.
const linkStyle =
  'block rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap hover:text-amber-700 aria-[current=page]:text-amber-700 xl:in-data-[transparent=true]:hover:text-amber-brand xl:in-data-[transparent=true]:aria-[current=page]:text-amber-brand'

/**
 * The menu: links, and drop-down groups as native <details>, so a group opens on click with or
 * without JavaScript. The header island only closes what is open. Drawn in the browser from the
 * menu's data, so the page carries its entries once rather than every link's markup and style,
 * and one reading of the path marks the current page's link (`aria-current`), in the server's
 * HTML as after a client-side navigation.
 */
export function MainMenu({ entries }: { entries: MenuEntry[] }) {
  return <MenuList entries={entries} current={usePathname()} />
}

function MenuList({ entries, current, nested = false }: { entries: MenuEntry[]; current: string; nested?: boolean }) {
  return (
    <ul
      className={
        nested
          ? 'mt-1 rounded-lg bg-white p-2 text-navy-900 shadow-lg ring-1 ring-slate-200 xl:absolute xl:top-full xl:left-0 xl:min-w-56'
          : 'flex flex-col gap-1 xl:flex-row xl:items-center xl:gap-0'
      }
    >
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          {'submenu' in entry ? (
            <details className="group">
              <summary className={`${linkStyle} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}>
                {entry.title}
                <svg aria-hidden viewBox="0 0 20 20" className="size-4 transition-transform group-open:rotate-180">
                  <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </summary>
              <MenuList entries={entry.submenu} current={current} nested />
            </details>
          ) : (
            <Link
              href={entry.path}
              aria-current={entry.path === current ? 'page' : undefined}
              className={linkStyle}
              {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {entry.title}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
