import { metrics } from '@/lib/metrics/registry'
import { GRID_PAGE_SIZE, pageCount, pageItems } from '@/lib/navigation/pagination'
import type { SearchEngine } from './engine'
import type { Found } from './searchable-catalogue'

export type ResultsPage = {
  /** Products that matched, at most MAX_RESULTS; `more` when others matched past those. */
  total: number
  more: boolean
  /** The page shown: the one asked for, or the last when it asked for one past the end. */
  page: number
  pageCount: number
  results: Found[]
}

/** One page of a query's results from an engine and the products it was built from; each query is counted and timed. */
export function resultsPage(
  { engine, products }: { engine: SearchEngine; products: readonly Found[] },
  text: string,
  page: number,
): ResultsPage {
  const started = performance.now()
  const matches = engine.search(text)
  const count = pageCount(matches.positions.length)
  const shown = Math.min(page, count)
  const { searchQueries, searchDuration } = metrics()
  searchQueries.inc()
  searchDuration.observe((performance.now() - started) / 1000)
  return {
    total: matches.positions.length,
    more: matches.more,
    page: shown,
    pageCount: count,
    results: pageItems(matches.positions, shown, GRID_PAGE_SIZE).map((position) => products[position]!),
  }
}
