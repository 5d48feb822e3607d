import type { ReactNode } from 'react'
import { search } from '@/content/search'
import type { SearchQuery } from '@/lib/search/query'
import { SearchForm } from './search-form'

/** The search page's frame: its heading and the form holding the query, then what it found. */
export function SearchPage({ query, children }: { query: SearchQuery; children?: ReactNode }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight text-navy-900">{search.heading}</h1>
      <p className="mt-3 text-lg text-slate-600">{search.intro}</p>
      <div className="mt-8 max-w-2xl">
        {/* The field takes the focus only when there is nothing to show yet. */}
        <SearchForm id="page-search" query={query.text} autoFocus={!query.text} />
        {query.shortened ? <p className="mt-3 text-sm text-slate-600">{search.shortened}</p> : null}
      </div>
      {children}
    </div>
  )
}
