import {
  CategoryTileSchema,
  FaqItemSchema,
  FeatureItemSchema,
  MenuEntrySchema,
  PageFrontMatterSchema,
  ProductLineCardSchema,
  ServicesCatalogueSchema,
} from './schemas'

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
  it('accepts feature items, category tiles and product-line cards, and rejects missing fields', () => {
    expect(FeatureItemSchema.safeParse({ id: 1, name: 'Low noise', icon: '/i.svg', desc: 'Quiet' }).success).toBe(true)
    expect(FeatureItemSchema.safeParse({ id: 1, name: 'Low noise' }).success).toBe(false)
    expect(CategoryTileSchema.safeParse({ id: 1, image: '/t.webp', name: 'Benches', des: 'Seating' }).success).toBe(true)
    expect(CategoryTileSchema.safeParse({ id: 1, image: '/t.webp', name: 'Benches' }).success).toBe(false)
    expect(ProductLineCardSchema.safeParse({ id: 1, name: 'Fans', link: '/products/fan', image: '/f.webp', desc: 'BLDC' }).success).toBe(
      true,
    )
    expect(ProductLineCardSchema.safeParse({ id: 1, name: 'Fans' }).success).toBe(false)
  })

  it('needs every group of the services catalogue', () => {
    const groups = { setup: ['a'], growth: ['b'], expansion: ['c'], exit: ['d'] }
    expect(ServicesCatalogueSchema.safeParse(groups).success).toBe(true)
    expect(ServicesCatalogueSchema.safeParse({ ...groups, exit: [] }).success).toBe(false)
  })
})

describe('PageFrontMatterSchema', () => {
  const page = {
    title: 'Our History',
    description: 'From a six-person rewinding workshop in Bhandup in 1993 to a manufacturer and EPC contractor.',
    heading: 'Thirty-three years',
  }

  it('takes an optional side-panel picture of the site and up to four key figures', () => {
    const facts = [{ value: '1993', label: 'founded in Bhandup' }]
    expect(PageFrontMatterSchema.parse({ ...page, image: { src: '/images/home/about.webp', alt: 'A workshop' }, facts })).toMatchObject({
      facts,
    })
    expect(PageFrontMatterSchema.safeParse(page).success).toBe(true)
  })

  it.each([
    ['a picture from elsewhere', { image: { src: 'https://example.com/a.webp', alt: '' } }],
    ['five figures', { facts: Array.from({ length: 5 }, (_, index) => ({ value: String(index), label: 'a figure' })) }],
    ['a figure too long to read at a glance', { facts: [{ value: 'thirteen char', label: 'a figure' }] }],
  ])('rejects %s', (_, extra) => {
    expect(PageFrontMatterSchema.safeParse({ ...page, ...extra }).success).toBe(false)
  })
})
