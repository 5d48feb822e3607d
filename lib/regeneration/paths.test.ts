import { GRID_PAGE_SIZE } from '@/lib/navigation/pagination'
import { linesToLoad, regenerationPaths } from './paths'

const lines = {
  fan: ['vayu', 'zenith'],
  light: ['street-30w'],
  solar: ['panel-540'],
  ac: [],
  frp: ['tank'],
}

describe('the pages a webhook call regenerates', () => {
  it("an edited product: its own page, found in its line's list", () => {
    expect(regenerationPaths(['product:zenith'], lines)).toEqual(['/products/fan/zenith'])
    expect(regenerationPaths(['product:street-30w'], lines)).toEqual(['/products/light/street-30w'])
  })

  it('a product no line lists: nothing, since no page of it can be cached', () => {
    expect(regenerationPaths(['product:made-up'], lines)).toEqual([])
  })

  it("a line: its landing, /products/all and the sitemap, /brands for the company's own lines, then every product page of the line", () => {
    expect(regenerationPaths(['products:fan'], lines)).toEqual([
      '/products/fan',
      '/products/all',
      '/sitemap.xml',
      '/brands',
      '/products/fan/vayu',
      '/products/fan/zenith',
    ])
    expect(regenerationPaths(['products:frp'], lines)).toEqual(['/products/frp', '/products/all', '/sitemap.xml', '/products/frp/tank'])
  })

  it('the trading line: the pages that list it, and no product pages (it has none)', () => {
    expect(regenerationPaths(['products:trading'], lines)).toEqual([
      '/products/trading',
      '/products/others',
      '/products/all',
      '/sitemap.xml',
    ])
  })

  describe('grid pages', () => {
    const slugs = (prefix: string, count: number) => Array.from({ length: count }, (_, n) => `${prefix}-${n}`)
    // 5 pages of fans after 2 pages of solar products in /products/all's order.
    const paged = {
      solar: slugs('sun', 2 * GRID_PAGE_SIZE),
      fan: slugs('fan', 5 * GRID_PAGE_SIZE),
      light: [],
      ac: [],
      frp: [],
      trading: [],
    }
    const gridPagesOf = (paths: string[]) => paths.filter((path) => path.includes('/page/'))

    it("a line: every later page of its grid, then /products/all's from the line's first", () => {
      expect(gridPagesOf(regenerationPaths(['products:fan'], paged))).toEqual([
        ...[2, 3, 4, 5].map((page) => `/products/fan/page/${page}`),
        ...[3, 4, 5, 6, 7].map((page) => `/products/all/page/${page}`),
      ])
    })

    it('a line with a product named in it: the pages from that product’s on', () => {
      const deep = `fan-${3 * GRID_PAGE_SIZE + 1}`
      expect(gridPagesOf(regenerationPaths(['products:fan', `product:${deep}`], paged))).toEqual([
        '/products/fan/page/4',
        '/products/fan/page/5',
        '/products/all/page/6',
        '/products/all/page/7',
      ])
    })

    it('a product named alone: no grid page, whose cards come from the line’s list', () => {
      expect(gridPagesOf(regenerationPaths([`product:fan-${GRID_PAGE_SIZE * 3}`], paged))).toEqual([])
    })
  })

  it('a logo list: the page whose marquee shows it', () => {
    expect(regenerationPaths(['logos:happy-customer'], lines)).toEqual(['/'])
    expect(regenerationPaths(['logos:channel-partner'], lines)).toEqual(['/products/all'])
  })

  it('every product: every landing, the sitemap and /brands first, then every product page', () => {
    const paths = regenerationPaths(['products'], lines)
    expect(paths.slice(0, 10)).toEqual([
      '/products/fan',
      '/products/light',
      '/products/solar',
      '/products/ac',
      '/products/frp',
      '/products/trading',
      '/products/others',
      '/products/all',
      '/sitemap.xml',
      '/brands',
    ])
    expect(paths.slice(10).sort()).toEqual(
      [
        '/products/fan/vayu',
        '/products/fan/zenith',
        '/products/light/street-30w',
        '/products/solar/panel-540',
        '/products/frp/tank',
      ].sort(),
    )
  })

  it('named products come first and nothing repeats, as the webhook builds its tags', () => {
    expect(regenerationPaths(['products:fan', 'product:zenith', 'product:zenith'], lines)).toEqual([
      '/products/fan/zenith',
      '/products/fan',
      '/products/all',
      '/sitemap.xml',
      '/brands',
      '/products/fan/vayu',
    ])
  })

  it('stops at the limit, keeping the most wanted pages', () => {
    const big = { fan: Array.from({ length: 500 }, (_, n) => `fan-${n}`) }
    const paths = regenerationPaths(['products:fan', 'product:fan-499'], big, 10)
    expect(paths).toHaveLength(10)
    expect(paths.slice(0, 5)).toEqual(['/products/fan/fan-499', '/products/fan', '/products/all', '/sitemap.xml', '/brands'])
  })

  it('knows no page for a tag it does not know, and makes no path of a slug it could not check', () => {
    expect(regenerationPaths(['everything', 'products:cars', 'product:../x', 'logos:other'], lines)).toEqual([])
  })
})

describe('the lists the webhook loads first', () => {
  const every = ['fan', 'light', 'solar', 'ac', 'frp', 'trading']

  it("every line's list when a line changed: its products' place among every product's moves /products/all's pages", () => {
    expect(linesToLoad(['products:fan', 'product:vayu'], {})).toEqual(every)
    expect(linesToLoad(['products:trading', 'logos:happy-customer'], {})).toEqual(every)
    expect(linesToLoad(['products'], {})).toEqual(every)
    expect(linesToLoad(['products:light'], { fan: [], light: [], solar: [], ac: [], frp: [] })).toEqual(['trading'])
  })

  it('for products named alone, every line with detail pages until they are found, since a product tag does not say its line', () => {
    expect(linesToLoad(['product:vayu'], {})).toEqual(['fan', 'light', 'solar', 'ac', 'frp'])
    expect(linesToLoad(['product:vayu'], lines)).toEqual([])
    expect(linesToLoad(['product:made-up'], lines)).toEqual([])
  })

  it('none for logos', () => {
    expect(linesToLoad(['logos:happy-customer'], {})).toEqual([])
  })
})
