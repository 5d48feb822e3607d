import Link from 'next/link'
import { search } from '@/content/search'
import type { ResultsPage } from '@/lib/search'
import { SearchResults } from './search-results'

/**
 * What a search found: the results, or that nothing matched (with the way on: another search
 * in the form above, or the product lines), or that the search cannot answer now.
 */
export function SearchOutcome({ query, results }: { query: string; results: ResultsPage | null }) {
  if (results && results.total > 0) return <SearchResults query={query} results={results} />
  const words = results ? { heading: search.noResults.heading(query), text: search.noResults.text } : search.unavailable
  return (
    <section aria-labelledby="results-heading" className="mt-12 rounded-2xl bg-slate-50 p-8 text-center">
      <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {words.heading}
      </h2>
      <p className="mt-3 text-slate-600">{words.text}</p>
      <Link
        href="/products/all"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy-900 px-6 font-semibold text-white hover:bg-navy-700"
      >
        {search.noResults.browse}
      </Link>
    </section>
  )
}
