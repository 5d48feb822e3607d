import { type Product, ProductSchema } from './schemas'
import { toSearchDocument } from './search-document'

const product = (fields: Record<string, unknown>): Product =>
  ProductSchema.parse({ _id: 1, slug: 'vayu', name: 'Vayu', images: { cover: '/catalogue/vayu.webp' }, ...fields })

describe('toSearchDocument', () => {
  it('keeps the slug, the key features and the model labels, nothing else', () => {
    const document = toSearchDocument(
      product({
        keyFeatures: ['BEE 5-star rated', '28 W'],
        models: [
          { _id: 'a', id: 'TZ-1200-ECO', details: [{ id: 1, column1: 'Sweep', column2: '1200 mm' }] },
          { _id: 'b', id: 1400 },
        ],
        description: '<p>Long</p>',
      }),
    )
    expect(document).toEqual({ slug: 'vayu', keyFeatures: ['BEE 5-star rated', '28 W'], models: ['TZ-1200-ECO', '1400'] })
  })

  it('is bounded however much upstream sends: 20 entries of 120 characters at most, blanks dropped', () => {
    const document = toSearchDocument(
      product({ keyFeatures: ['  ', ...Array.from({ length: 50 }, () => 'x'.repeat(5000))], models: [{ _id: 'a', id: '' }] }),
    )
    expect(document.keyFeatures).toHaveLength(20)
    expect(document.keyFeatures[0]).toHaveLength(120)
    expect(document.models).toEqual([])
  })
})
