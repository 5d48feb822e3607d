import type { ProductCard } from '@/lib/catalogue/schemas'
import { metrics } from '@/lib/metrics/registry'
import { GRID_PAGE_SIZE } from '@/lib/pagination'
import { captureLog } from '@/tests/support/log'
import { SearchIndex, type SearchIndexOptions } from './search-index'
import type { SearchableCatalogue } from './searchable-catalogue'

const catalogueOf = (...names: string[]): SearchableCatalogue => ({
  products: names.map((name) => ({ line: 'fan', card: { slug: name.toLowerCase().replace(/ /g, '-'), name } as ProductCard })),
  searchable: names.map((name) => ({ name, partners: [], keyFeatures: [], models: [] })),
})

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void }
const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void
  return { promise: new Promise<T>((done) => (resolve = done)), resolve }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
})
afterEach(() => log.restore())

/** An index over a catalogue the test changes, with its own clock and stamp. */
function setup(overrides: Partial<SearchIndexOptions> = {}) {
  const world = {
    catalogue: catalogueOf('Vayu Fan') as SearchableCatalogue | null,
    stamp: 'a',
    now: 0,
    loads: 0,
    stamps: 0,
    detachedRuns: 0,
    gate: undefined as Deferred<void> | undefined,
  }
  const index = new SearchIndex({
    load: async () => {
      world.loads++
      await world.gate?.promise
      return world.catalogue
    },
    stamp: async () => {
      world.stamps++
      return world.stamp
    },
    detached: (task) => {
      world.detachedRuns++
      return task()
    },
    maxAgeMs: 300_000,
    checkMs: 1000,
    retryMs: 10_000,
    now: () => world.now,
    ...overrides,
  })
  const names = async (query: string) => (await index.search(query, 1))?.results.map((found) => found.card.name)
  return { world, index, names }
}

describe('SearchIndex', () => {
  it('builds on the first search, which waits for it, outside the request that asked', async () => {
    const { world, names } = setup()
    expect(await names('vayu')).toEqual(['Vayu Fan'])
    expect(world.loads).toBe(1)
    expect(world.detachedRuns).toBe(1)
  })

  it('builds once for searches that arrive together', async () => {
    const { world, names } = setup()
    await Promise.all([names('vayu'), names('fan'), names('x')])
    expect(world.loads).toBe(1)
  })

  it('answers from the previous index while a rebuild runs, and from the new one after', async () => {
    const { world, index, names } = setup()
    await names('vayu')
    world.catalogue = catalogueOf('Vayu Fan', 'Zenith Fan')
    world.gate = deferred()
    index.invalidate()
    expect(await names('zenith')).toEqual([])
    expect(await names('fan')).toEqual(['Vayu Fan'])
    world.gate.resolve()
    await settle()
    expect(await names('zenith')).toEqual(['Zenith Fan'])
    expect(world.loads).toBe(2)
  })

  it("rebuilds when the lists' stamp changes, checked at most once a period, and not while it holds", async () => {
    const { world, names } = setup()
    await names('vayu')
    const stampsAfterBuild = world.stamps
    world.now = 500
    await names('vayu')
    expect(world.stamps).toBe(stampsAfterBuild)
    world.now = 1500
    await names('vayu')
    await settle()
    expect(world.stamps).toBe(stampsAfterBuild + 1)
    expect(world.loads).toBe(1)
    world.catalogue = catalogueOf('Zenith Fan')
    world.stamp = 'b'
    world.now = 2600
    await names('zenith')
    await settle()
    expect(world.loads).toBe(2)
    expect(await names('zenith')).toEqual(['Zenith Fan'])
  })

  it('rebuilds once it is older than its maximum age, whatever the stamp', async () => {
    const { world, names } = setup()
    await names('vayu')
    world.catalogue = catalogueOf('Zenith Fan')
    world.now = 300_000
    await names('zenith')
    await settle()
    expect(await names('zenith')).toEqual(['Zenith Fan'])
  })

  it('keeps the index it has when a rebuild cannot load the catalogue, and waits before trying again', async () => {
    const { world, index, names } = setup()
    await names('vayu')
    world.catalogue = null
    world.now = 300_000
    await names('vayu')
    await settle()
    expect(await names('vayu')).toEqual(['Vayu Fan'])
    expect(world.loads).toBe(2)
    world.now = 305_000
    await names('vayu')
    await settle()
    expect(world.loads).toBe(2)
    world.now = 310_000
    await names('vayu')
    await settle()
    expect(world.loads).toBe(3)
    expect(log.events).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'search.index_failed', reason: 'the catalogue could not be loaded', kept: true }),
    )
    // The webhook's word is not held back by the wait.
    index.invalidate()
    await names('vayu')
    await settle()
    expect(world.loads).toBe(4)
  })

  it('tells operators how large each index it builds is and how long it took', async () => {
    const { world, names } = setup()
    world.catalogue = catalogueOf('Vayu Fan', 'Zenith Fan', 'Orbit Fan')
    await names('fan')
    expect(log.events).toEqual([expect.objectContaining({ level: 'info', event: 'search.index_built', documents: 3, ms: 0 })])
  })

  it('counts and times each query it answers, and none it could not', async () => {
    const { searchQueries, searchDuration } = metrics()
    const counted = async () => ({
      queries: (await searchQueries.get()).values[0]?.value ?? 0,
      timed: (await searchDuration.get()).values.find((value) => value.metricName?.endsWith('_count'))?.value ?? 0,
    })
    const before = await counted()
    const { names } = setup()
    await names('vayu')
    await names('nothing matches this')
    expect(await counted()).toEqual({ queries: before.queries + 2, timed: before.timed + 2 })

    const unreachable = setup({ load: async () => null })
    expect(await unreachable.index.search('vayu', 1)).toBeNull()
    expect(await counted()).toEqual({ queries: before.queries + 2, timed: before.timed + 2 })
  })

  it('answers null while it could never be built, and survives a load that throws', async () => {
    const { world, index } = setup({ load: async () => Promise.reject(new Error('boom')) })
    expect(await index.search('vayu', 1)).toBeNull()
    expect(log.events).toContainEqual(expect.objectContaining({ level: 'error', event: 'search.index_failed', reason: 'Error: boom' }))
    expect(world.detachedRuns).toBe(1)
    expect(index.state).toBeUndefined()
  })

  it('pages the results, a grid page at a time, and shows the last page for a page past the end', async () => {
    const { world, index } = setup()
    const total = 2 * GRID_PAGE_SIZE + 6
    world.catalogue = catalogueOf(...Array.from({ length: total }, (_, n) => `Fan ${n}`))
    const first = await index.search('fan', 1)
    expect(first).toMatchObject({ total, more: false, page: 1, pageCount: 3 })
    expect(first?.results).toHaveLength(GRID_PAGE_SIZE)
    const past = await index.search('fan', 9)
    expect(past).toMatchObject({ page: 3, pageCount: 3 })
    expect(past?.results).toHaveLength(6)
    expect(await index.search('xyzzy', 3)).toMatchObject({ total: 0, page: 1, pageCount: 1, results: [] })
  })
})
