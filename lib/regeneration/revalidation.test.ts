import { describeAnswer, RevalidationAnswerSchema, RevalidationRequestSchema, tagsToRevalidate } from './revalidation'

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

  it('refuses an answer with a path a terminal could be tricked by', () => {
    expect(RevalidationAnswerSchema.safeParse({ ...answer, regenerating: ['/x\u001b[2J'] }).success).toBe(false)
  })
})
