import type { ProductCard } from '@/lib/catalogue/schemas'
import { metrics } from '@/lib/metrics/registry'
import { SearchEngine } from './engine'
import { resultsPage } from './results-page'
import type { Found } from './searchable-catalogue'

/** 30 fans, alike but for their number, and a light: "fan" fills two pages of 12 and part of a third. */
const products: Found[] = [
  ...Array.from({ length: 30 }, (_, i) => ({ line: 'fan' as const, card: { slug: `fan-${i}`, name: `Ceiling fan ${i}` } as ProductCard })),
  { line: 'light', card: { slug: 'street-light', name: 'Street light' } as ProductCard },
]
let engine: SearchEngine
// Built for each test, so the engine's build counts as run by the tests (docs/testing.md).
beforeEach(async () => {
  engine = await SearchEngine.build(products.map(({ card }) => ({ name: card.name, partners: [], keyFeatures: [], models: [] })))
})

const slugs = (page: ReturnType<typeof resultsPage>) => page.results.map(({ card }) => card.slug)
const counted = async () => [
  (await metrics().searchQueries.get()).values[0]?.value ?? 0,
  (await metrics().searchDuration.get()).values.find((value) => value.metricName === 'site_search_duration_seconds_count')?.value ?? 0,
]

describe('resultsPage', () => {
  it('shows the page asked for, with how many matched and how many pages they fill', () => {
    const page = resultsPage({ engine, products }, 'fan', 2)
    expect({ ...page, results: slugs(page) }).toEqual({
      total: 30,
      more: false,
      page: 2,
      pageCount: 3,
      results: Array.from({ length: 12 }, (_, i) => `fan-${12 + i}`),
    })
  })

  it('shows the last page for one past the end', () => {
    const page = resultsPage({ engine, products }, 'fan', 9)
    expect([page.page, page.pageCount, slugs(page)]).toEqual([3, 3, Array.from({ length: 6 }, (_, i) => `fan-${24 + i}`)])
  })

  it('shows one empty page when nothing matches', () => {
    expect(resultsPage({ engine, products }, 'inverter', 1)).toEqual({ total: 0, more: false, page: 1, pageCount: 1, results: [] })
  })

  it('counts and times each query, cached or not, in seconds', async () => {
    const before = await counted()
    resultsPage({ engine, products }, 'street', 1)
    // A look-up the clock says took 250 ms is recorded as 0.25 s.
    jest.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1250)
    resultsPage({ engine, products }, 'street', 1)
    jest.restoreAllMocks()
    const [queries, timed] = await counted()
    expect([queries! - before[0]!, timed! - before[1]!]).toEqual([2, 2])
    const buckets = (await metrics().searchDuration.get()).values.filter(
      ({ metricName }) => metricName === 'site_search_duration_seconds_bucket',
    )
    const inBucket = (le: number) => buckets.find(({ labels }) => labels.le === le)!.value
    expect(inBucket(0.25) - inBucket(0.1)).toBe(1)
  })
})
