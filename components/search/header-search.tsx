import Link from 'next/link'
import { searchForm } from '@/content/search'
import { SearchForm } from './search-form'
import { SearchIcon } from './search-icon'

/**
 * The header's search: a button that opens the form in a band under the header. A native
 * <details>, so it opens with or without JavaScript, and the header's island closes it as it
 * closes the menu's groups (outside click, Escape, navigation) and focuses its field when opened.
 * Below 400 px the bar has no room beside the brand and the menu's button: the menu's first
 * entry then leads to the search page (`MenuSearch`). Styles in globals.css: this is on every page.
 * Drawn by the header's client code (header-shell.tsx), so it travels once in that script, which
 * the browser caches, rather than in every page's payload beside its HTML (0.23 kB brotli a page).
 */
export function HeaderSearch() {
  return (
    <details className="header-search">
      <summary className="header-search-button">
        <SearchIcon />
        <span className="sr-only">{searchForm.open}</span>
      </summary>
      <div className="header-search-band">
        <SearchForm id="header-search" />
      </div>
    </details>
  )
}

/**
 * The search as the opened menu's first entry, on phones narrower than 400 px: a link to the
 * search page, whose field takes the focus. A second form in every page's header cost each page
 * about 1.3 kB, in its HTML and again in its payload, for the phones that need one more tap.
 */
export function MenuSearch() {
  return (
    <Link href="/search" prefetch={false} className="flex min-h-11 items-center nav-link min-[400px]:hidden">
      {searchForm.open}
    </Link>
  )
}
