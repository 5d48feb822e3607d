import { LogoSchema, ModelSchema, ProductSchema } from './schemas'

const product = {
  _id: '64f1c0a1b2c3d4e5f6a7b8c9',
  slug: 'aerozen-1200',
  name: 'Aerozen 1200 BLDC Fan',
  shortDescription: 'A 28 W ceiling fan.',
  description: '<p>Quiet and efficient.</p>',
  category: 'technozen',
  productType: 'fan',
  tradingPartner: 'Technozen Appliances',
  keyFeatures: ['28 W'],
  keyPoints: ['5-star rated'],
  images: { cover: '/catalogue/fan/aerozen-1200/cover.webp', more: ['/catalogue/fan/aerozen-1200/1.webp'] },
  amazonLink: 'https://www.amazon.in/dp/DEMO1',
  flipkartLink: '',
  gemLink: '',
  models: [{ _id: 'm1', id: 'AZ-1200', details: [{ id: 'd1', column1: 'Sweep', column2: '1200 mm' }] }],
}

describe('ProductSchema', () => {
  it('accepts the shape upstream sends and turns a single trading partner into a list', () => {
    const parsed = ProductSchema.parse(product)
    expect(parsed.tradingPartner).toEqual(['Technozen Appliances'])
    expect(parsed.models[0]?.details[0]).toEqual({ id: 'd1', column1: 'Sweep', column2: '1200 mm' })
  })

  it('keeps a list of trading partners as tags, trimmed and without blanks', () => {
    expect(ProductSchema.parse({ ...product, tradingPartner: [' Sailite ', '', 'MNRE'] }).tradingPartner).toEqual(['Sailite', 'MNRE'])
  })

  it('fills absent or null optional fields with empty values', () => {
    const parsed = ProductSchema.parse({
      _id: 7,
      slug: 'bare',
      name: 'Bare',
      images: { cover: '/x.webp', more: null },
      description: null,
      models: null,
      tradingPartner: null,
    })
    expect(parsed).toMatchObject({
      _id: '7',
      shortDescription: '',
      description: '',
      tradingPartner: [],
      keyFeatures: [],
      keyPoints: [],
      images: { cover: '/x.webp', more: [] },
      amazonLink: '',
      models: [],
    })
  })

  it('ignores an unknown productType rather than dropping the product', () => {
    expect(ProductSchema.parse({ ...product, productType: 'spaceship' }).productType).toBeUndefined()
  })

  it.each([
    ['no slug', { ...product, slug: undefined }],
    ['a slug with a path in it', { ...product, slug: '../etc/passwd' }],
    ['an empty name', { ...product, name: '' }],
    ['a name that is not text', { ...product, name: 42 }],
    ['no images', { ...product, images: null }],
    ['no cover', { ...product, images: { more: [] } }],
    ['key features as one string', { ...product, keyFeatures: 'fast' }],
    ['a trading partner object', { ...product, tradingPartner: {} }],
    ['model details that are not a list', { ...product, models: [{ _id: 'm', id: 'x', details: 'none' }] }],
  ])('rejects a product with %s', (_, input) => {
    expect(ProductSchema.safeParse(input).success).toBe(false)
  })
})

describe('ModelSchema', () => {
  it('reads numeric labels and cell values as text', () => {
    expect(ModelSchema.parse({ _id: 1, id: 55, details: [{ id: 2, column1: 'Power', column2: 28 }] })).toEqual({
      _id: '1',
      id: '55',
      details: [{ id: '2', column1: 'Power', column2: '28' }],
    })
  })
})

describe('LogoSchema', () => {
  it('accepts a logo and rejects one without an image', () => {
    expect(LogoSchema.parse({ _id: 'a', name: 'Acme', image: { cover: '/logos/a.svg' } }).name).toBe('Acme')
    expect(LogoSchema.safeParse({ _id: 'a', name: 'Acme', image: {} }).success).toBe(false)
  })
})
