import { GRID_PAGE_SIZE, pageCount, pageItems, pageLinks, parsePageNumber } from './pagination'

const linked = (current: number, count: number) => pageLinks(current, count).flatMap((link) => (link.kind === 'page' ? [link.page] : []))

describe('pageCount and pageItems', () => {
  it('fills whole pages and puts the rest on a last, shorter one', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(GRID_PAGE_SIZE)).toBe(1)
    expect(pageCount(GRID_PAGE_SIZE + 1)).toBe(2)
    const items = Array.from({ length: 2 * GRID_PAGE_SIZE + 2 }, (_, index) => index)
    expect(pageItems(items, 1)).toEqual(items.slice(0, GRID_PAGE_SIZE))
    expect(pageItems(items, 3)).toEqual([2 * GRID_PAGE_SIZE, 2 * GRID_PAGE_SIZE + 1])
    expect(pageItems(items, 4)).toEqual([])
  })
})

describe('parsePageNumber', () => {
  it('takes page 2 and later, written plainly', () => {
    expect(parsePageNumber('2')).toBe(2)
    expect(parsePageNumber('834')).toBe(834)
  })

  it('refuses the first page, which is the list’s own URL, and every other spelling', () => {
    for (const segment of ['1', '0', '02', '-2', '2.0', '2e1', ' 2', '', 'two', '9999999']) expect(parsePageNumber(segment)).toBeUndefined()
  })
})

describe('pageLinks', () => {
  it('links every page of a short list, with no gap', () => {
    expect(pageLinks(1, 2)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'page', page: 2 },
    ])
    expect(linked(3, 4)).toEqual([1, 2, 3, 4])
  })

  it('marks a gap where numbers are skipped', () => {
    const links = pageLinks(1, 100)
    expect(links[0]).toEqual({ kind: 'page', page: 1 })
    expect(links.some((link) => link.kind === 'gap')).toBe(true)
    expect(links.at(-1)).toEqual({ kind: 'page', page: 100 })
  })

  it.each([7, 30, 100, 1667, 5000])('reaches any of %i pages from the first in two clicks, with few links a page', (count) => {
    const fromFirst = linked(1, count)
    const reached = new Set(fromFirst.flatMap((page) => linked(page, count)))
    for (let page = 1; page <= count; page++) expect(reached.has(page)).toBe(true)
    expect(fromFirst.length).toBeLessThanOrEqual(2 * Math.ceil(Math.sqrt(count)) + 3)
  })

  it('always links the current page, its neighbours and the last page', () => {
    for (const current of [1, 41, 42, 43, 800, 1667]) {
      const pages = linked(current, 1667)
      expect(pages).toContain(current)
      if (current > 1) expect(pages).toContain(current - 1)
      if (current < 1667) expect(pages).toContain(current + 1)
      expect(pages).toContain(1667)
    }
  })
})
