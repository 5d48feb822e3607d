import { search } from '@/content/search'
import { SearchForm } from './search-form'
import { SearchIcon } from './search-icon'

/**
 * The header's search: a button that opens the form in a band under the header. A native
 * <details>, so it opens with or without JavaScript, and the header's island closes it as it
 * closes the menu's groups (outside click, Escape, navigation) and focuses its field when opened.
 * Below 400 px the bar has no room beside the brand and the menu's button: the form is then the
 * menu's first entry (`MenuSearch`).
 */
export function HeaderSearch() {
  return (
    <details className="ml-auto hidden min-[400px]:block xl:order-last xl:ml-0">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center nav-link rounded-md [&::-webkit-details-marker]:hidden">
        <SearchIcon className="size-6" />
        <span className="sr-only">{search.form.open}</span>
      </summary>
      <div className="absolute inset-x-0 top-full bg-white py-3 text-navy-900 shadow-lg">
        <div className="container-page max-w-2xl">
          <SearchForm id="header-search" />
        </div>
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
