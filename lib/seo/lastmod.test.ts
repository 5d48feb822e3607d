import type { FirstSeenTimes } from '@/lib/catalogue/snapshot/first-seen'
import type { GridItem, PagedList } from '@/lib/navigation/grid-pages'
import type { ProductCard } from '@/lib/catalogue/schemas'
import { GRID_PAGE_SIZE } from '@/lib/navigation/pagination'
import { gridEntries, latestOf } from './lastmod'

const none = () => new Map<string, number>()
const times = (fan: Record<string, number>, trading: Record<string, number> = {}): FirstSeenTimes => ({
  fan: new Map(Object.entries(fan)),
  light: none(),
  solar: none(),
  ac: none(),
  frp: none(),
  trading: new Map(Object.entries(trading)),
})
const item = (line: GridItem['line'], slug: string, position: number): GridItem => ({ card: { slug } as ProductCard, line, position })

describe('latestOf', () => {
  it('is the latest time of the products', () => {
    expect(
      latestOf(
        [
          { line: 'fan', slug: 'a' },
          { line: 'fan', slug: 'b' },
        ],
        times({ a: 10, b: 30 }),
      ),
    ).toBe(30)
  })

  it('is unknown when one product is, when there are none, and when no time is known', () => {
    expect(
      latestOf(
        [
          { line: 'fan', slug: 'a' },
          { line: 'fan', slug: 'c' },
        ],
        times({ a: 10 }),
      ),
    ).toBeUndefined()
    expect(latestOf([], times({ a: 10 }))).toBeUndefined()
    expect(latestOf([{ line: 'fan', slug: 'a' }], null)).toBeUndefined()
  })
})

describe('gridEntries', () => {
  const fans = Array.from({ length: GRID_PAGE_SIZE + 2 }, (_, index) => item('fan', `f${index}`, index))
  const known = times(
    Object.fromEntries(fans.map(({ card }, index) => [card.slug, index === 3 ? 500 : index === GRID_PAGE_SIZE ? 900 : 100])),
    {
      t0: 50,
    },
  )
  const grids = (): Record<PagedList, GridItem[]> => ({
    fan: fans,
    light: [],
    solar: [],
    ac: [],
    frp: [],
    others: [item('trading', 't0', 0)],
    all: [...fans, item('trading', 't0', 0)],
  })

  it("dates a list's own page by the latest of all its products, and each later page by the latest of those it lists", () => {
    const entries = new Map(gridEntries(grids(), known).map((entry) => [entry.path, entry.lastModified]))
    expect(entries.get('/products/fan')).toBe(900)
    expect(entries.get('/products/fan/page/2')).toBe(900)
    expect(entries.get('/products/all')).toBe(900)
    expect(entries.get('/products/others')).toBe(50)
    expect(entries.get('/products/trading')).toBe(50)
    expect(entries.get('/products/light')).toBeUndefined()
    expect(entries.has('/products/light')).toBe(true)
    expect([...entries.keys()].filter((path) => path.includes('/page/'))).toEqual(['/products/fan/page/2', '/products/all/page/2'])
  })

  it('moves only the pages listing an edited product', () => {
    const edited = times({ ...Object.fromEntries([...known.fan]), f3: 2000 }, { t0: 50 })
    const before = new Map(gridEntries(grids(), known).map((entry) => [entry.path, entry.lastModified]))
    const after = new Map(gridEntries(grids(), edited).map((entry) => [entry.path, entry.lastModified]))
    const moved = [...after].filter(([path, time]) => before.get(path) !== time).map(([path]) => path)
    expect(moved).toEqual(['/products/fan', '/products/all'])
  })
})
