import {
  CategoryTileSchema,
  FaqItemSchema,
  FeatureItemSchema,
  LogoSchema,
  MenuEntrySchema,
  ModelSchema,
  ProductCardSchema,
  ProductSchema,
  ServicesCatalogueSchema,
} from './schemas'

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
  it('accepts the spec shape and turns a single trading partner into a list', () => {
    const parsed = ProductSchema.parse(product)
    expect(parsed.tradingPartner).toEqual(['Technozen Appliances'])
    expect(parsed.models[0]?.details[0]).toEqual({ id: 'd1', column1: 'Sweep', column2: '1200 mm' })
  })

  it('keeps a list of trading partners as tags, trimmed and without blanks', () => {
    expect(ProductSchema.parse({ ...product, tradingPartner: [' Sailite ', '', 'MNRE'] }).tradingPartner).toEqual([
      'Sailite',
      'MNRE',
    ])
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

describe('MenuEntrySchema', () => {
  it('accepts links and groups of links, nested', () => {
    const menu = {
      id: 2,
      title: 'About',
      newTab: false,
      submenu: [{ id: 21, title: 'History', newTab: false, path: '/about/history' }],
    }
    expect(MenuEntrySchema.parse(menu)).toEqual(menu)
  })

  it('rejects an entry with neither a path nor a submenu', () => {
    expect(MenuEntrySchema.safeParse({ id: 1, title: 'Home', newTab: false }).success).toBe(false)
  })
})

describe('FaqItemSchema', () => {
  it('accepts a text answer', () => {
    expect(FaqItemSchema.parse({ id: 1, question: 'Why?', answer: 'Because.' }).answer).toBe('Because.')
  })

  it('accepts groups of sub-heading, points and an optional note', () => {
    const answer = [
      { subHeading: 'Filters', points: ['Clean every two weeks'], note: 'More often in dusty areas.' },
      { subHeading: 'Temperature', points: ['23-25°C'] },
    ]
    expect(FaqItemSchema.parse({ id: 'ac-1', question: 'Care tips?', answer }).answer).toEqual(answer)
  })

  it.each([
    ['no question', { id: 1, answer: 'x' }],
    ['an empty list of groups', { id: 1, question: 'q', answer: [] }],
    ['a group without points', { id: 1, question: 'q', answer: [{ subHeading: 's' }] }],
  ])('rejects an item with %s', (_, input) => {
    expect(FaqItemSchema.safeParse(input).success).toBe(false)
  })
})

describe('small content entities', () => {
  it('accepts feature items, category tiles and product cards, and rejects missing fields', () => {
    expect(FeatureItemSchema.safeParse({ id: 1, name: 'Low noise', icon: '/i.svg', desc: 'Quiet' }).success).toBe(true)
    expect(FeatureItemSchema.safeParse({ id: 1, name: 'Low noise' }).success).toBe(false)
    expect(CategoryTileSchema.safeParse({ id: 1, image: '/t.webp', name: 'Benches', des: 'Seating' }).success).toBe(true)
    expect(CategoryTileSchema.safeParse({ id: 1, image: '/t.webp', name: 'Benches' }).success).toBe(false)
    expect(
      ProductCardSchema.safeParse({ id: 1, name: 'Fans', link: '/products/fan', image: '/f.webp', desc: 'BLDC' }).success,
    ).toBe(true)
    expect(ProductCardSchema.safeParse({ id: 1, name: 'Fans' }).success).toBe(false)
  })

  it('needs every group of the services catalogue', () => {
    const groups = { setup: ['a'], growth: ['b'], expansion: ['c'], exit: ['d'] }
    expect(ServicesCatalogueSchema.safeParse(groups).success).toBe(true)
    expect(ServicesCatalogueSchema.safeParse({ ...groups, exit: [] }).success).toBe(false)
  })
})
