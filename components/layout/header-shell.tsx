'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { HeaderSearch, MenuSearch } from '@/components/search/header-search'
import { useVitalsReport } from '@/components/vitals/use-vitals-report'
import { MenuToggle } from './menu-toggle'

const SCROLL_THRESHOLD = 50
/** Tailwind's xl, from where the menu is a row whose groups drop down over the page. */
const DESKTOP = '(min-width: 80rem)'

/**
 * The interactive part of the header, around the server-rendered brand and menu, with the
 * search's button and form (components/search/header-search.tsx): transparent over the home hero
 * until 50px of scroll, the mobile menu toggle, drop-downs that close on navigation, outside
 * click, Escape and focus leaving them, scroll to top on every path change, and the spacer that
 * keeps content clear of the fixed header on every route but the home page. Without JavaScript
 * the home header cannot turn white on scroll, so it scrolls away with the hero instead of
 * staying, white on white, over the page; and it turns white while the menu is open, as with it.
 * It also starts the Web Vitals report (use-vitals-report.ts), saving the bytes of an island. Its
 * two words come as props, so this script, on every page, carries none of content's labels.
 */
export function HeaderShell({ brand, menu, labels }: { brand: ReactNode; menu: ReactNode; labels: { toggle: string; nav: string } }) {
  const pathname = usePathname()
  const isHome = pathname === '/'
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [shownPath, setShownPath] = useState(pathname)
  const header = useRef<HTMLElement>(null)
  const previousPath = useRef(pathname)
  useVitalsReport()

  // Reset per path during render (not in an effect), so the closed menu paints with the new page.
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    window.scrollTo(0, 0)
    header.current?.querySelectorAll('details[open]').forEach((group) => group.removeAttribute('open'))
  }, [pathname])

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= SCROLL_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    const root = header.current
    if (!root) return
    const desktop = window.matchMedia(DESKTOP)
    const closeGroups = (except?: EventTarget | null) =>
      root.querySelectorAll('details[open]').forEach((group) => {
        if (!(except instanceof Node && group.contains(except))) group.removeAttribute('open')
      })
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) {
        closeGroups()
        setMenuOpen(false)
      }
    }
    // Escape closes what is open and hands focus back to what opened it (the phone menu's
    // toggle, else the group's heading), so the next Tab goes on from there, not from <body>.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focused = document.activeElement
      const toggle = root.querySelector<HTMLElement>('button[aria-controls="main-menu"]')
      const opener =
        toggle?.getAttribute('aria-expanded') === 'true' && toggle.checkVisibility()
          ? toggle
          : focused?.closest('details[open]')?.querySelector('summary')
      closeGroups()
      setMenuOpen(false)
      if (opener && focused && root.contains(focused)) opener.focus()
    }
    // Focus leaving the header closes the phone menu, which would otherwise cover what took it;
    // on a desktop, focus leaving an open group closes the group, which hangs over the page.
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget
      if (!(to instanceof Node)) return
      if (!root.contains(to)) setMenuOpen(false)
      const group = event.target instanceof Element ? event.target.closest('details[open]') : null
      if (group && !group.contains(to) && desktop.matches) group.removeAttribute('open')
    }
    // One group open at a time: opening one closes its siblings. `toggle` does not bubble. The
    // search's field takes the focus as its form opens.
    const onToggle = (event: Event) => {
      const group = event.target
      if (group instanceof HTMLDetailsElement && group.open) {
        root.querySelectorAll('details[open]').forEach((other) => {
          if (other !== group && !other.contains(group)) other.removeAttribute('open')
        })
        group.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    root.addEventListener('toggle', onToggle, true)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('toggle', onToggle, true)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  const transparent = isHome && !scrolled && !menuOpen
  return (
    <>
      <header ref={header} data-transparent={transparent} className="site-header">
        <div className="header-bar">
          {brand}
          <HeaderSearch />
          <MenuToggle open={menuOpen} setOpen={setMenuOpen} label={labels.toggle} />
          <nav id="main-menu" aria-label={labels.nav} data-open={menuOpen} className="nav-panel">
            <MenuSearch />
            {menu}
            {/* The menu stays invisible until the parser reaches this: the browser may paint while
                the HTML is still arriving, and the right-aligned menu would grow leftwards, moving
                its first entries, as each further entry arrived. */}
            <span hidden data-menu-end />
          </nav>
        </div>
      </header>
      {isHome ? null : <div aria-hidden className="h-(--header-height)" />}
    </>
  )
}
