import {
  describeAnswer,
  refusedNamed,
  RevalidationAnswerSchema,
  RevalidationRequestSchema,
  tagsToRevalidate,
  touchedLines,
} from './revalidation'

describe('the webhook body', () => {
  it('turns categories and slugs into their tags, without repeats', () => {
    const body = RevalidationRequestSchema.parse({
      categories: ['fan'],
      slugs: ['aerozen', 'aerozen'],
      tags: ['logos:happy-customer', 'products:fan'],
    })
    expect(tagsToRevalidate(body)).toEqual(['products:fan', 'product:aerozen', 'logos:happy-customer'])
  })

  it.each([
    ['an empty body', {}],
    ['empty lists', { categories: [], slugs: [] }],
    ['an unknown category', { categories: ['cars'] }],
    ['a slug with a path', { slugs: ['../x'] }],
    ['an unknown tag', { tags: ['everything'] }],
    ['a tag of an unknown category', { tags: ['products:cars'] }],
    ['an unknown field', { categories: ['fan'], purge: true }],
    ['a category that is not text', { categories: [1] }],
    ['a list that is not a list', { slugs: 'aerozen' }],
    ['too many slugs', { slugs: Array.from({ length: 201 }, (_, index) => `p${index}`) }],
  ])('refuses %s', (_, body) => {
    expect(RevalidationRequestSchema.safeParse(body).success).toBe(false)
  })
})

describe('the answer as npm run revalidate prints it', () => {
  const answer = {
    revalidated: ['products:fan', 'product:vayu'],
    regenerating: ['/products/fan/vayu', '/products/fan'],
    upstream: 'up',
    catalogue: {},
    now: 1,
  } as const

  it('names the tags, every page being regenerated and the state of upstream, one per line', () => {
    expect(describeAnswer(RevalidationAnswerSchema.parse(answer))).toEqual([
      'Refreshed: products:fan, product:vayu',
      'Regenerating 2 pages now (visitors get the current page until each new one is ready):',
      '  /products/fan/vayu',
      '  /products/fan',
      'Upstream is up.',
    ])
  })

  it('says when upstream is down that nothing shows until it is back', () => {
    const lines = describeAnswer(RevalidationAnswerSchema.parse({ ...answer, regenerating: [], upstream: 'down' }))
    expect(lines[0]).toBe('Refreshed: products:fan, product:vayu')
    expect(lines[1]).toMatch(/^Upstream is down: nothing is regenerated now\./)
  })

  it('takes the sitemap among the pages a line’s change regenerates', () => {
    expect(RevalidationAnswerSchema.safeParse({ ...answer, regenerating: ['/products/fan', '/sitemap.xml'] }).success).toBe(true)
  })

  it('refuses an answer with a path a terminal could be tricked by', () => {
    expect(RevalidationAnswerSchema.safeParse({ ...answer, regenerating: ['/x\u001b[2J'] }).success).toBe(false)
  })
})

describe('the catalogue in the answer', () => {
  const line = (refused: Array<{ slug: string; text: string }>) => ({
    shown: 4,
    refused: refused.length,
    changed: 0,
    refusedBy: refused.length ? { slug_spaces: refused.length } : {},
    changedBy: {},
    refusedItems: refused.map(({ slug, text }) => ({ id: `id-${slug}`, slug, reasons: [{ code: 'slug_spaces', field: 'slug', text }] })),
    changedItems: [],
  })
  const answer = RevalidationAnswerSchema.parse({
    revalidated: ['products:fan'],
    regenerating: [],
    upstream: 'up',
    catalogue: { fan: line([{ slug: 'Fan 1200 Deluxe', text: 'slug `Fan 1200 Deluxe` has spaces' }]), solar: line([]) },
    now: 1,
  })

  it('prints a table of the lines, then each refused item with its reasons', () => {
    const lines = describeAnswer(answer)
    expect(lines).toEqual(
      expect.arrayContaining([
        'line       shown  refused  changed',
        'fan            4        1        0',
        'solar          4        0        0',
        '  refused  “Fan 1200 Deluxe” (_id id-Fan 1200 Deluxe): slug `Fan 1200 Deluxe` has spaces',
      ]),
    )
  })

  it('names the products a call named that the catalogue refuses', () => {
    expect(refusedNamed(answer, ['Fan 1200 Deluxe', 'vayu'])).toEqual(['Fan 1200 Deluxe'])
  })

  it('touches every line for `products`, a named line, and the lines that show or refuse a named slug', () => {
    const slugs = { fan: new Set(['vayu']), light: null, solar: new Set(['panel']), ac: new Set<string>(), frp: null, trading: null }
    const report = { ac: { ...line([{ slug: 'broken', text: '' }]) } } as never
    expect(touchedLines(['products'], slugs, report)).toHaveLength(6)
    expect(touchedLines(['products:light', 'product:panel', 'product:broken'], slugs, report)).toEqual(['light', 'solar', 'ac'])
    expect(touchedLines(['logos:happy-customer'], slugs, report)).toEqual([])
  })
})
