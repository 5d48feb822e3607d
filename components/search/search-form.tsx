import { searchForm } from '@/content/search'
import { MAX_QUERY_LENGTH } from '@/lib/search/query'

/**
 * The product search: a plain GET form to /search, so it works without JavaScript and needs none.
 * The browser caps what is typed at the length the search reads. It is in every page's header, so
 * its styles are named in globals.css.
 */
export function SearchForm({ id, query = '', autoFocus = false }: { id: string; query?: string; autoFocus?: boolean }) {
  return (
    <form method="get" action="/search" role="search" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {searchForm.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={searchForm.placeholder}
        enterKeyHint="search"
        autoFocus={autoFocus}
        className="search-field"
      />
      <button type="submit" className="search-submit">
        {searchForm.submit}
      </button>
    </form>
  )
}
