import { type ProductCard, ProductCardSchema } from '@/lib/catalogue/schemas'
import { resultHref, searchableCatalogue } from './searchable-catalogue'

const card = (slug: string, fields: Record<string, unknown> = {}): ProductCard =>
  ProductCardSchema.parse({
    _id: slug,
    slug,
    name: `Name of ${slug}`,
    shortDescription: 'Long text',
    images: { cover: '/c.webp' },
    ...fields,
  })

describe('searchableCatalogue', () => {
  it('joins each card with its search document: name, partner tags and brand, key features, model labels', () => {
    const { products, searchable } = searchableCatalogue([
      {
        line: 'fan',
        cards: [card('vayu', { tradingPartner: ['Technozen'], category: 'technozen' }), card('zenith')],
        documents: [{ slug: 'vayu', keyFeatures: ['28 W'], models: ['TZ-1200-ECO'] }],
      },
    ])
    expect(products.map((product) => [product.line, product.card.slug])).toEqual([
      ['fan', 'vayu'],
      ['fan', 'zenith'],
    ])
    expect(searchable).toEqual([
      { name: 'Name of vayu', partners: ['Technozen', 'technozen'], keyFeatures: ['28 W'], models: ['TZ-1200-ECO'] },
      { name: 'Name of zenith', partners: [], keyFeatures: [], models: [] },
    ])
  })

  it('keeps no short description, which no result shows', () => {
    expect(searchableCatalogue([{ line: 'fan', cards: [card('vayu')], documents: [] }]).products[0]!.card.shortDescription).toBe('')
  })

  it('leaves out a product listed under a line with pages that its own type does not name, since it has no page there', () => {
    const { products } = searchableCatalogue([
      { line: 'fan', cards: [card('stray', { productType: 'light' }), card('own', { productType: 'fan' })], documents: [] },
      { line: 'trading', cards: [card('wire', { productType: 'fan' })], documents: [] },
    ])
    expect(products.map((product) => product.card.slug)).toEqual(['own', 'wire'])
  })
})

describe('resultHref', () => {
  it("links a product to its page, a traded item (which has none) to its line's list", () => {
    expect(resultHref({ line: 'light', card: card('bulb') })).toBe('/products/light/bulb')
    expect(resultHref({ line: 'trading', card: card('wire') })).toBe('/products/trading')
  })
})
