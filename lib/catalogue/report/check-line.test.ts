import { checkLine, firstById } from './check-line'
import { MAX_LISTED } from './findings'

const hosts = ['cdn.arkvolt.example']
const item = (slug: string, extra: Record<string, unknown> = {}) => ({
  _id: `id-${slug}`,
  slug,
  name: `Product ${slug}`,
  images: { cover: `/catalogue/${slug}.webp`, more: [] },
  ...extra,
})
const check = (items: unknown[], line: 'fan' | 'solar' | 'trading' = 'fan') => checkLine(items, line, hosts)!

describe('checkLine: items refused, and why', () => {
  it.each([
    ['a slug with spaces', { slug: 'Fan 1200 Deluxe' }, { code: 'slug_spaces', field: 'slug', params: { value: 'Fan 1200 Deluxe' } }],
    ['a slug with a path', { slug: '../etc' }, { code: 'slug_characters', field: 'slug', params: { value: '../etc' } }],
    ['a slug past 128 characters', { slug: 'a'.repeat(129) }, { code: 'slug_too_long', field: 'slug' }],
    ['no slug', { slug: undefined }, { code: 'slug_missing', field: 'slug' }],
    ['no name', { name: undefined }, { code: 'name_missing', field: 'name' }],
    ['an empty name', { name: '' }, { code: 'name_empty', field: 'name' }],
    ['an empty cover', { images: { cover: '' } }, { code: 'cover_empty', field: 'images.cover' }],
    ['no cover', { images: { more: [] } }, { code: 'cover_missing', field: 'images.cover' }],
    ['no images at all', { images: null }, { code: 'cover_missing', field: 'images.cover' }],
    ['a name that is a number', { name: 42 }, { code: 'field_invalid', field: 'name', params: { expected: 'string' } }],
    ['a list of models that is not one', { models: 'many' }, { code: 'field_invalid', field: 'models' }],
  ])('refuses %s, naming the field and the reason', (_, change, reason) => {
    const { products, report } = check([item('good'), { ...item('bad'), ...change }])
    expect(products.map((product) => product.slug)).toEqual(['good'])
    expect(report).toMatchObject({ shown: 1, refused: 1, refusedBy: { [reason.code]: 1 } })
    expect(report.refusedItems).toEqual([
      {
        id: 'id-bad',
        slug: 'slug' in change && change.slug === undefined ? null : expect.any(String),
        reasons: [expect.objectContaining(reason)],
      },
    ])
  })

  it('names every field at fault once, and an item that is not a record', () => {
    const { report } = check([{ _id: 7, slug: 'x y', images: { cover: '' } }, 'text'])
    expect(report.refusedItems).toEqual([
      {
        id: '7',
        slug: 'x y',
        reasons: [
          { code: 'slug_spaces', field: 'slug', params: { value: 'x y' } },
          { code: 'name_missing', field: 'name' },
          { code: 'cover_empty', field: 'images.cover' },
        ],
      },
      { id: null, slug: null, reasons: [{ code: 'not_an_item', field: 'item' }] },
    ])
    expect(report.refusedBy).toEqual({ slug_spaces: 1, name_missing: 1, cover_empty: 1, not_an_item: 1 })
  })

  it('quotes upstream’s text cut to 120 characters', () => {
    const { report } = check([{ ...item('x'), slug: `${'é '.repeat(200)}` }])
    expect(Array.from(report.refusedItems[0]!.slug!)).toHaveLength(121)
    expect(report.refusedItems[0]!.slug!.endsWith('…')).toBe(true)
  })

  it('lists the first 50 refused items and counts them all', () => {
    const { report } = check(Array.from({ length: 120 }, (_, index) => ({ ...item(`p${index}`), name: '' })))
    expect(report.refused).toBe(120)
    expect(report.refusedBy).toEqual({ name_empty: 120 })
    expect(report.refusedItems).toHaveLength(MAX_LISTED)
  })

  it('answers null for an answer that is not a list', () => {
    expect(checkLine({ items: [] }, 'fan', hosts)).toBeNull()
  })
})

describe('checkLine: duplicate slugs in a line', () => {
  it('shows the item with the lowest _id wherever upstream lists it, and refuses the others naming it', () => {
    const older = item('dup', { _id: '6650a5b32a1a3697b6671000', name: 'Older' })
    const newer = item('dup', { _id: '6650a5b32a1a3697b6672000', name: 'Newer' })
    for (const order of [
      [older, newer],
      [newer, older],
    ]) {
      const { products, report } = check([item('a'), ...order])
      expect(products.map((product) => product.name)).toEqual(['Product a', 'Older'])
      expect(report.refusedItems).toEqual([
        {
          id: '6650a5b32a1a3697b6672000',
          slug: 'dup',
          reasons: [{ code: 'duplicate_slug', field: 'slug', params: { winnerLine: 'fan', winnerId: '6650a5b32a1a3697b6671000' } }],
        },
      ])
    }
  })

  it('orders numeric ids as numbers', () => {
    expect(firstById('9', '10')).toBe(true)
    expect(firstById('10', '9')).toBe(false)
    expect(firstById('a', 'b')).toBe(true)
  })
})

describe('checkLine: items shown with changes', () => {
  it('shows a cover from a host not allowed as the placeholder, and says which host', () => {
    const { products, report } = check([
      item('x', { images: { cover: 'https://evil.example/x.webp', more: ['https://cdn.arkvolt.example/1.webp'] } }),
    ])
    expect(products[0]!.images).toEqual({ cover: '/images/placeholder.svg', more: ['https://cdn.arkvolt.example/1.webp'] })
    expect(report).toMatchObject({ shown: 1, refused: 0, changed: 1, changedBy: { image_host: 1 } })
    expect(report.changedItems[0]!.changes).toEqual([
      { code: 'image_host', field: 'images.cover', params: { value: 'https://evil.example/x.webp', host: 'evil.example' } },
    ])
  })

  it('drops a marketplace link that is not https, and says so', () => {
    const { products, report } = check([item('x', { amazonLink: 'http://amazon.in/dp/1', flipkartLink: '' })])
    expect(products[0]!.amazonLink).toBe('')
    expect(report.changedItems[0]!.changes).toEqual([
      { code: 'marketplace_link', field: 'amazonLink', params: { value: 'http://amazon.in/dp/1' } },
    ])
  })

  it('names the HTML taken out of a description', () => {
    const { report } = check([item('x', { description: '<p onclick="x()">Hi</p><script>x()</script>' })])
    expect(report.changedItems[0]!.changes).toEqual([
      { code: 'html_removed', field: 'description', params: { removed: 'onclick, <script>' } },
    ])
  })

  it('serves a product filed under another line under the line that lists it, and says so', () => {
    const { products, report } = check([item('x', { productType: 'fan' })], 'solar')
    expect(products[0]!.productType).toBe('solar')
    expect(report.changedItems[0]!.changes).toEqual([
      { code: 'other_line', field: 'productType', params: { productType: 'fan', listedIn: 'solar', servedUnder: 'solar' } },
    ])
    expect(check([item('y', { productType: 'fan' })], 'trading').report.changedItems[0]!.changes[0]!.params).not.toHaveProperty(
      'servedUnder',
    )
  })

  it('reports nothing of an item shown as upstream sent it', () => {
    const { report } = check([
      item('x', { description: '<p>Fine <strong>text</strong></p>', productType: 'fan', amazonLink: 'https://amazon.in/dp/1' }),
    ])
    expect(report).toEqual({ shown: 1, refused: 0, changed: 0, refusedBy: {}, changedBy: {}, refusedItems: [], changedItems: [] })
  })
})
