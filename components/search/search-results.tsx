import { PageLinks } from '@/components/navigation/page-links'
import { search } from '@/content/search'
import { searchRoute } from '@/lib/navigation/routes'
import type { ResultsPage } from '@/lib/search'
import { SearchResult } from './search-result'

/** One page of results, best first, and the links to the other pages. */
export function SearchResults({ query, results }: { query: string; results: ResultsPage }) {
  return (
    <section aria-labelledby="results-heading" className="mt-12">
      <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {search.resultsHeading(query)}
      </h2>
      <p className="mt-2 mb-8 text-slate-600">{search.count(results.total, results.more)}</p>
      <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {results.results.map((found) => (
          <li key={`${found.line}/${found.card.slug}`}>
            <SearchResult found={found} />
          </li>
        ))}
      </ol>
      <PageLinks list={search.resultsLabel} current={results.page} count={results.pageCount} href={(page) => searchRoute(query, page)} />
    </section>
  )
}
