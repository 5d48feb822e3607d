import { GRID_PAGE_SIZE } from '@/lib/navigation/pagination'
import {
  gridItemPath,
  gridPageOf,
  gridPageRequest,
  gridsOfLine,
  itemsForPage,
  laterPagePaths,
  pageOfPosition,
  PRERENDERED_GRID_PAGES,
  prerenderedPages,
} from './grid-pages'

describe('grid pages', () => {
  it('put an item on the page its position falls on, and need one item more than the pages before', () => {
    expect(pageOfPosition(0)).toBe(1)
    expect(pageOfPosition(GRID_PAGE_SIZE - 1)).toBe(1)
    expect(pageOfPosition(GRID_PAGE_SIZE)).toBe(2)
    expect(itemsForPage(1)).toBe(1)
    expect(itemsForPage(2)).toBe(GRID_PAGE_SIZE + 1)
  })

  it('list the later pages of a grid', () => {
    expect(laterPagePaths('fan', GRID_PAGE_SIZE)).toEqual([])
    expect(laterPagePaths('fan', 3 * GRID_PAGE_SIZE + 1)).toEqual(['/products/fan/page/2', '/products/fan/page/3', '/products/fan/page/4'])
    expect(laterPagePaths('fan', 3 * GRID_PAGE_SIZE + 1, 4)).toEqual(['/products/fan/page/4'])
  })

  it('are rendered at build for the first few after the first', () => {
    expect(prerenderedPages(GRID_PAGE_SIZE)).toEqual([])
    expect(prerenderedPages(GRID_PAGE_SIZE + 1)).toEqual([2])
    expect(prerenderedPages(1000 * GRID_PAGE_SIZE)).toHaveLength(PRERENDERED_GRID_PAGES)
  })

  it('open a product’s page, or a trading item’s page of the trading items', () => {
    const card = { slug: 'cable' } as never
    expect(gridItemPath({ card, line: 'fan', position: 3 })).toBe('/products/fan/cable')
    expect(gridItemPath({ card, line: 'trading', position: 3 })).toBe('/products/others')
    expect(gridItemPath({ card, line: 'trading', position: GRID_PAGE_SIZE })).toBe('/products/others/page/2')
  })

  it('show a line in its own grid and in every product’s, trading items under /products/others', () => {
    expect(gridsOfLine('fan')).toEqual(['fan', 'all'])
    expect(gridsOfLine('trading')).toEqual(['others', 'all'])
  })
})

describe('gridPageRequest', () => {
  it('names the list and page of a grid page', () => {
    expect(gridPageRequest('/products/light/page/2')).toEqual({ list: 'light', page: 2 })
    expect(gridPageRequest('/products/all/page/834')).toEqual({ list: 'all', page: 834 })
  })

  it.each([
    '/products/light/page/1',
    '/products/light/page/0',
    '/products/light/page/02',
    '/products/light/page/two',
    '/products/light/page/',
    '/products/light/page/2/more',
    '/products/trading/page/2',
    '/products/nothing/page/2',
  ])('refuses %s', (path) => {
    expect(gridPageRequest(path)).toBe('invalid')
  })

  it('judges a route’s decoded segments as it judges the path', () => {
    expect(gridPageOf('others', '3')).toEqual({ list: 'others', page: 3 })
    for (const [list, page] of [
      ['all/x', '2'],
      ['fan', '2/more'],
      ['trading', '2'],
      ['fan', '1'],
    ] as const) {
      expect(gridPageOf(list, page)).toBe('invalid')
    }
  })

  it('leaves every other path alone, a product slugged "page" included', () => {
    for (const path of ['/products/light', '/products/light/page', '/products/light/sailite-led-bulb', '/page/2']) {
      expect(gridPageRequest(path)).toBeNull()
    }
  })
})
