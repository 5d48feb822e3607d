import type { ProductCard } from '@/lib/catalogue/schemas'
import { relatedCardStyle, showRelated } from './related-products'

describe('related products', () => {
  const product = { category: 'sailite' } as ProductCard

  it('are always shown on light and solar pages, even when there are none', () => {
    expect(showRelated('light', [])).toBe(true)
    expect(showRelated('solar', [])).toBe(true)
  })

  it('are hidden when empty on ac, frp and other pages', () => {
    for (const category of ['ac', 'frp', 'fan', 'trading'] as const) {
      expect(showRelated(category, [])).toBe(false)
      expect(showRelated(category, [product])).toBe(true)
    }
  })

  it('use the brand style for sailite and technozen, the standard style for the rest', () => {
    expect(relatedCardStyle({ category: 'sailite' })).toBe('brand')
    expect(relatedCardStyle({ category: 'Technozen ' })).toBe('brand')
    expect(relatedCardStyle({ category: 'arkvolt' })).toBe('standard')
    expect(relatedCardStyle({ category: '' })).toBe('standard')
  })
})
