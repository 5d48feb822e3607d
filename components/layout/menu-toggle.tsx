'use client'

import { useHydrated } from '@/lib/browser/use-hydrated'

const toggleStyle = 'menu-toggle'

/**
 * The hamburger. Until the page hydrates (JavaScript off, blocked or still loading) it is a
 * checkbox and its label, and the menu that follows it opens with CSS (`peer-checked`); once
 * hydrated it is a button that says whether the menu is expanded. A menu opened before hydration
 * stays open.
 */
export function MenuToggle({ open, setOpen, label }: { open: boolean; setOpen: (open: boolean) => void; label: string }) {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <>
        <input
          id="menu-toggle"
          type="checkbox"
          aria-controls="main-menu"
          className="peer sr-only xl:hidden"
          ref={(input) => {
            if (!input?.checked) return
            if (restoredByBrowser()) input.checked = false
            else setOpen(true)
          }}
        />
        <label htmlFor="menu-toggle" className={`${toggleStyle} cursor-pointer peer-focus-visible:focus-ring`}>
          <span className="sr-only">{label}</span>
          <MenuIcon open={false} className="[:checked+*_&]:hidden" />
          <MenuIcon open className="hidden [:checked+*_&]:block" />
        </label>
      </>
    )
  }
  return (
    <button
      type="button"
      className={toggleStyle}
      aria-expanded={open}
      aria-controls="main-menu"
      aria-label={label}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon open={open} />
    </button>
  )
}

/**
 * Browsers give form controls back their state on a reload or a return through history, the
 * menu's checkbox too (it may not opt out with `autocomplete`): a box ticked then is the last
 * visit's, not a tap on this page, and the menu starts closed.
 */
function restoredByBrowser(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.type === 'reload' || navigation?.type === 'back_forward'
}

function MenuIcon({ open, className = '' }: { open: boolean; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`size-7 ${className}`} fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}
