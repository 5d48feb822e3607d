import type { Model, Product } from './catalogue/schemas'
import { hoverImage, marketplaceLinks, modelTable, relatedCardStyle, showRelated } from './product-rules'

const model = (id: string, values: string[], headers = ['Sweep', 'Power', 'Speed']): Model => ({
  _id: `m-${id}`,
  id,
  details: values.map((column2, index) => ({ id: `${id}-${index}`, column1: headers[index] ?? '', column2 })),
})

describe('hoverImage', () => {
  it('is the first extra image', () => {
    expect(hoverImage({ cover: '/c.webp', more: ['/1.webp', '/2.webp'] })).toBe('/1.webp')
  })

  it('stays the cover when there are no extra images', () => {
    expect(hoverImage({ cover: '/c.webp', more: [] })).toBe('/c.webp')
  })
})

describe('marketplaceLinks', () => {
  it('gives a button for every marketplace with a link, in the order Amazon, Flipkart, GeM', () => {
    expect(
      marketplaceLinks({ amazonLink: 'https://a.in/1', flipkartLink: 'https://f.com/1', gemLink: 'https://gem.gov.in/1' }),
    ).toEqual([
      { name: 'Amazon', href: 'https://a.in/1' },
      { name: 'Flipkart', href: 'https://f.com/1' },
      { name: 'GeM', href: 'https://gem.gov.in/1' },
    ])
  })

  it('gives none for an empty string', () => {
    expect(marketplaceLinks({ amazonLink: '', flipkartLink: 'https://f.com/1', gemLink: '' })).toEqual([
      { name: 'Flipkart', href: 'https://f.com/1' },
    ])
    expect(marketplaceLinks({ amazonLink: '', flipkartLink: '', gemLink: '' })).toEqual([])
  })
})

describe('modelTable', () => {
  it('takes headers from the first model and gives one row per model', () => {
    expect(modelTable([model('TZ-900', ['900 mm', '26 W', '350 RPM']), model('TZ-1200', ['1200 mm', '28 W', '116 RPM'])])).toEqual({
      headers: ['Sweep', 'Power', 'Speed'],
      rows: [
        { id: 'm-TZ-900', label: 'TZ-900', cells: ['900 mm', '26 W', '350 RPM'] },
        { id: 'm-TZ-1200', label: 'TZ-1200', cells: ['1200 mm', '28 W', '116 RPM'] },
      ],
    })
  })

  it('keeps the first model’s columns when another model has fewer or more details', () => {
    const table = modelTable([model('A', ['1', '2', '3']), model('B', ['4']), model('C', ['5', '6', '7', '8'], ['a', 'b', 'c', 'd'])])
    expect(table?.rows.map((row) => row.cells)).toEqual([
      ['1', '2', '3'],
      ['4', '', ''],
      ['5', '6', '7'],
    ])
  })

  it('is absent when there is no model', () => {
    expect(modelTable([])).toBeUndefined()
  })
})

describe('related products', () => {
  const product = { category: 'sailite' } as Product

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
