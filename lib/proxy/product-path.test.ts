import { isDecodablePath, productPath } from './product-path'

describe('productPath', () => {
  it('names the product of a detail page and of what hangs under it', () => {
    expect(productPath('/products/fan/vayu-lite')).toEqual({ category: 'fan', slug: 'vayu-lite' })
    expect(productPath('/products/solar/SL_30/opengraph-image')).toEqual({ category: 'solar', slug: 'SL_30' })
  })

  it('leaves the landings and every other path alone', () => {
    for (const path of ['/products/all', '/products/fan', '/products/fan/', '/', '/contact', '/productsx/fan/a']) {
      expect(productPath(path)).toBeNull()
    }
  })

  it('refuses lines without detail pages and slugs no product can have', () => {
    for (const path of [
      '/products/trading/x',
      '/products/others/x',
      '/products/zzz/x',
      '/products/fan/-x',
      '/products/fan/a%20b',
      `/products/fan/${'a'.repeat(129)}`,
    ]) {
      expect(productPath(path)).toBe('invalid')
    }
  })
})

describe('isDecodablePath', () => {
  it('tells paths Next can decode from those it cannot', () => {
    expect(isDecodablePath('/products/fan/a%20b')).toBe(true)
    expect(isDecodablePath('/%')).toBe(false)
    expect(isDecodablePath('/%zz')).toBe(false)
    expect(isDecodablePath('/products/%E0%A4%A')).toBe(false)
  })
})
