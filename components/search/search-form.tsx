import { search } from '@/content/search'
import { MAX_QUERY_LENGTH } from '@/lib/search/query'
import { SearchIcon } from './search-icon'

/**
 * The product search: a plain GET form to /search, so it works without JavaScript and needs none.
 * The browser caps what is typed at the length the search reads.
 */
export function SearchForm({ id, query = '', autoFocus = false }: { id: string; query?: string; autoFocus?: boolean }) {
  return (
    <form method="get" action="/search" role="search" className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        {search.form.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={search.form.placeholder}
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-base text-navy-900 placeholder:text-slate-500 focus:border-amber-brand"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700"
      >
        <SearchIcon />
        <span className="sr-only sm:not-sr-only">{search.form.submit}</span>
      </button>
    </form>
  )
}
