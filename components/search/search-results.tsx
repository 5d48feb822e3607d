import { PageLinks } from '@/components/navigation/page-links'
import { ProductCard } from '@/components/product/product-card'
import { TradingCard } from '@/components/product/trading-card'
import { CardGrid } from '@/components/ui/card-grid'
import { tradingLanding } from '@/content/landings/trading'
import { search } from '@/content/search'
import { detailCategories, type DetailCategory } from '@/lib/catalogue/schemas'
import { searchHref } from '@/lib/search/query'
import type { ResultsPage } from '@/lib/search/search-index'
import type { Found } from '@/lib/search/searchable-catalogue'

const isDetailLine = (line: string): line is DetailCategory => (detailCategories as readonly string[]).includes(line)

/** One page of results as the lists show products: a product's card opens its page; a traded item's shows its key points. */
export function SearchResults({ query, results }: { query: string; results: ResultsPage }) {
  return (
    <section aria-labelledby="results-heading" className="mt-12">
      <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {search.resultsHeading(query)}
      </h2>
      <p className="mt-2 mb-8 text-slate-600">{search.count(results.total, results.more)}</p>
      <CardGrid
        columns={{ sm: 2, lg: 3, xl: 4 }}
        items={results.results.map((found) => ({ key: `${found.line}/${found.card.slug}`, content: <Result found={found} /> }))}
      />
      <PageLinks list={search.resultsLabel} current={results.page} count={results.pageCount} href={(page) => searchHref(query, page)} />
    </section>
  )
}

function Result({ found }: { found: Found }) {
  return isDetailLine(found.line) ? (
    <ProductCard product={found.card} category={found.line} />
  ) : (
    <TradingCard product={found.card} keyPointsHeading={tradingLanding.keyPointsHeading} headingLevel={3} />
  )
}
