import type { ProductCard } from '../schemas'
import type { LoadedLine } from '../source'
import { FirstSeen, type LineEdits } from './first-seen'
import { localFirstSeen } from './first-seen-store'

const line = (products: Record<string, string>, fresh = true): LoadedLine => ({
  cards: Object.keys(products).map((slug) => ({ slug }) as ProductCard),
  documents: [],
  fresh,
  pages: Object.values(products),
})

function setup() {
  const world = { now: 1_000_000, edits: [] as LineEdits[], records: 0 }
  const store = localFirstSeen()
  const counted = { ...store, record: (...args: Parameters<typeof store.record>) => (world.records++, store.record(...args)) }
  const seen = new FirstSeen({ store: counted, edited: (edits) => world.edits.push(edits), now: () => world.now })
  return { world, seen }
}

describe('FirstSeen', () => {
  it("gives each product the time its page was first seen, moved only by an edit to that product's page", async () => {
    const { world, seen } = setup()
    await seen.observe({ fan: line({ vayu: 'a', pankha: 'b' }) }, 1)
    world.now = 2_000_000
    await seen.observe({ fan: line({ vayu: 'a2', pankha: 'b' }) }, 2)
    expect((await seen.times())?.fan).toEqual(
      new Map([
        ['vayu', 2000],
        ['pankha', 1000],
      ]),
    )
    expect(world.edits).toEqual([{ line: 'fan', slugs: ['vayu'] }])
  })

  it('writes nothing while the pages are those it recorded last, however often the lines load', async () => {
    const { world, seen } = setup()
    for (let load = 0; load < 5; load++) await seen.observe({ fan: line({ vayu: 'a' }), solar: line({ panel: 'p' }) }, load)
    expect(world.records).toBe(2)
    expect(world.edits).toEqual([])
  })

  it('records nothing from a last good copy, nor from a line it could not load', async () => {
    const { world, seen } = setup()
    await seen.observe({ fan: line({ vayu: 'a' }, false), light: null }, 1)
    expect(world.records).toBe(0)
    expect((await seen.times())?.fan).toEqual(new Map())
  })

  it('holds a slug listed twice once, as the first listed', async () => {
    const { world, seen } = setup()
    const twice: LoadedLine = { ...line({ vayu: 'a' }), cards: [{ slug: 'vayu' }, { slug: 'vayu' }] as ProductCard[], pages: ['a', 'b'] }
    await seen.observe({ fan: twice }, 1)
    world.now = 2_000_000
    await seen.observe({ fan: { ...twice, pages: ['a', 'c'] } }, 2)
    expect((await seen.times())?.fan).toEqual(new Map([['vayu', 1000]]))
  })

  it('lets a sitemap read the times of a load still being recorded', async () => {
    const { world, seen } = setup()
    await seen.observe({ fan: line({ vayu: 'a' }) }, 1)
    world.now = 5_000_000
    void seen.observe({ fan: line({ vayu: 'b' }) }, 2)
    expect((await seen.times())?.fan.get('vayu')).toBe(5000)
  })

  it('knows no time where nothing may be recorded (the build)', async () => {
    const failures: unknown[] = []
    const seen = new FirstSeen({ store: null, edited: () => {}, failed: (_, error) => failures.push(error) })
    await seen.observe({ fan: line({ vayu: 'a' }) }, 1)
    expect(await seen.times()).toBeNull()
    expect(failures).toEqual([])
  })

  it('knows no time when its store cannot be read', async () => {
    const store = localFirstSeen()
    const seen = new FirstSeen({ store: { ...store, read: () => Promise.reject(new Error('down')) }, edited: () => {} })
    await seen.observe({ fan: line({ vayu: 'a' }) }, 1)
    expect(await seen.times()).toBeNull()
  })

  it('tells of no edit for a first record, nor for lists that only moved products', async () => {
    const failures: unknown[] = []
    const edits: LineEdits[] = []
    const seen = new FirstSeen({ store: localFirstSeen(), edited: (each) => edits.push(each), failed: (_, error) => failures.push(error) })
    await seen.observe({ fan: line({ vayu: 'a', pankha: 'b' }) }, 1)
    await seen.observe({ fan: line({ pankha: 'b', vayu: 'a' }) }, 2)
    expect(edits).toEqual([])
    expect(failures).toEqual([])
  })

  it('needs no listener for failures: a store that fails leaves the load as it was', async () => {
    const store = localFirstSeen()
    const seen = new FirstSeen({ store: { ...store, record: () => Promise.reject(new Error('down')) }, edited: () => {} })
    await expect(seen.observe({ fan: line({ vayu: 'a' }) }, 1)).resolves.toBeUndefined()
  })

  it('records a line again at the next load after its store failed', async () => {
    const store = localFirstSeen()
    let down = true
    const failures: unknown[] = []
    const seen = new FirstSeen({
      store: { ...store, record: (...args) => (down ? Promise.reject(new Error('down')) : store.record(...args)) },
      edited: () => {},
      failed: (_, error) => failures.push(error),
      now: () => 7_000_000,
    })
    await seen.observe({ fan: line({ vayu: 'a' }) }, 1)
    expect(failures).toHaveLength(1)
    down = false
    await seen.observe({ fan: line({ vayu: 'a' }) }, 2)
    expect((await seen.times())?.fan).toEqual(new Map([['vayu', 7000]]))
  })
})
