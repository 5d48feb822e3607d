'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import type { MenuEntry } from '@/content/schemas'

/**
 * The menu: links, and drop-down groups as native <details>, so a group opens on click with or
 * without JavaScript. The header island only closes what is open. Drawn in the browser from the
 * menu's data, so the page carries its entries once rather than every link's markup and style,
 * and one reading of the path marks the current page's link (`aria-current`), in the server's
 * HTML as after a client-side navigation. The note of a link opening a new tab comes drawn by
 * the server (header.tsx), so this script carries neither its component nor content's labels.
 */
export function MainMenu({ entries, newTabNote }: { entries: MenuEntry[]; newTabNote: ReactNode }) {
  return <MenuList entries={entries} current={usePathname()} newTabNote={newTabNote} />
}

type ListProps = { entries: MenuEntry[]; current: string; newTabNote: ReactNode; nested?: boolean }

function MenuList({ entries, current, newTabNote, nested = false }: ListProps) {
  return (
    <ul className={nested ? 'nav-submenu' : 'nav-list'}>
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          {'submenu' in entry ? (
            <details className="group">
              <summary className="nav-group">
                {entry.title}
                <svg aria-hidden viewBox="0 0 20 20" className="nav-chevron">
                  <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </summary>
              <MenuList entries={entry.submenu} current={current} newTabNote={newTabNote} nested />
            </details>
          ) : (
            <Link
              href={entry.path}
              aria-current={entry.path === current ? 'page' : undefined}
              className="block nav-link"
              {...(entry.newTab ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              {entry.title}
              {entry.newTab ? newTabNote : null}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
