import { isDetailCategory } from '@/lib/catalogue/schemas'
import { gridPageRequest } from '@/lib/navigation/grid-pages'
import { productPath } from '@/lib/proxy/product-path'
import { gridPageRoute, lineRoute, productRoute, searchRoute } from './routes'

describe('product and list URLs', () => {
  it('put a product under its line, and a list at its own URL', () => {
    expect(productRoute('fan', 'ceiling-fan-1200')).toBe('/products/fan/ceiling-fan-1200')
    expect(lineRoute('solar')).toBe('/products/solar')
    expect(lineRoute('others')).toBe('/products/others')
    expect(lineRoute('all')).toBe('/products/all')
  })

  it('are read back by the proxy as the product they name', () => {
    expect(productPath(productRoute('frp', 'grating_38'))).toEqual({ category: 'frp', slug: 'grating_38' })
  })
})

describe('grid page URLs', () => {
  it('are the list’s own URL for page 1 and /page/<n> after it', () => {
    expect(gridPageRoute('light', 1)).toBe('/products/light')
    expect(gridPageRoute('others', 2)).toBe('/products/others/page/2')
    expect(gridPageRoute('all', 40)).toBe('/products/all/page/40')
  })

  it('are read back as the page they name', () => {
    expect(gridPageRequest(gridPageRoute('fan', 7))).toEqual({ list: 'fan', page: 7 })
  })
})

describe('search URLs', () => {
  it('name the query, and the page only after the first', () => {
    expect(searchRoute('bldc fan')).toBe('/search?q=bldc+fan')
    expect(searchRoute('bldc fan', 1)).toBe('/search?q=bldc+fan')
    expect(searchRoute('bldc fan', 3)).toBe('/search?q=bldc+fan&page=3')
  })

  it('encode what would end or split the query', () => {
    expect(searchRoute('a&b=<c>', 3)).toBe('/search?q=a%26b%3D%3Cc%3E&page=3')
    for (const query of ['a#b?c/d', '100% & more', 'पंखा 1200mm', 'page=2&q=x']) {
      const url = new URL(searchRoute(query, 2), 'https://example.test')
      expect(url.pathname).toBe('/search')
      expect([...url.searchParams]).toEqual([
        ['q', query],
        ['page', '2'],
      ])
    }
  })
})

describe('isDetailCategory', () => {
  it('holds for the lines with product pages, not trading items or anything else', () => {
    expect(['fan', 'light', 'solar', 'ac', 'frp'].every(isDetailCategory)).toBe(true)
    for (const value of ['trading', 'others', 'all', 'Fan', '', 'toString', '__proto__']) expect(isDetailCategory(value)).toBe(false)
  })
})
