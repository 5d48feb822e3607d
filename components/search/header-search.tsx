import { search } from '@/content/search'
import { SearchForm } from './search-form'
import { SearchIcon } from './search-icon'

/**
 * The header's search: a button that opens the form in a band under the header. A native
 * <details>, so it opens with or without JavaScript, and the header's island closes it as it
 * closes the menu's groups (outside click, Escape, navigation) and focuses its field when opened.
 * Below 400 px the bar has no room beside the brand and the menu's button: the form is then the
 * menu's first entry (`MenuSearch`). Styles in globals.css: this is on every page.
 */
export function HeaderSearch() {
  return (
    <details className="header-search">
      <summary className="header-search-button">
        <SearchIcon />
        <span className="sr-only">{search.form.open}</span>
      </summary>
      <div className="header-search-band">
        <SearchForm id="header-search" />
      </div>
    </details>
  )
}

/** The search at the top of the opened menu, on phones narrower than 400 px. */
export function MenuSearch() {
  return (
    <div className="pt-4 pb-2 min-[400px]:hidden">
      <SearchForm id="menu-search" />
    </div>
  )
}
