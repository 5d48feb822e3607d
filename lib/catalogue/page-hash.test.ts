import { pageHash } from './page-hash'
import { type Product, ProductSchema } from './schemas'

const product = (fields: Record<string, unknown> = {}): Product =>
  ProductSchema.parse({ _id: 1, slug: 'vayu', name: 'Vayu', images: { cover: '/catalogue/vayu.webp' }, ...fields })

describe('pageHash', () => {
  it('is the same for the same product, however often it is read', () => {
    expect(pageHash(product())).toBe(pageHash(product()))
    expect(pageHash(product())).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('moves with any field the page shows, the ones cards leave out included', () => {
    const base = pageHash(product())
    for (const edit of [
      { name: 'Vayu Plus' },
      { description: '<p>Quieter</p>' },
      { keyFeatures: ['28 W'] },
      { models: [{ _id: 'a', id: 'TZ-1200', details: [{ id: 1, column1: 'Sweep', column2: '1200 mm' }] }] },
      { images: { cover: '/catalogue/vayu-2.webp' } },
      { amazonLink: 'https://www.amazon.in/dp/B0' },
    ])
      expect(pageHash(product(edit))).not.toBe(base)
  })

  it('does not move for what upstream sends that the page never reads', () => {
    expect(pageHash(product({ internalNote: 'reviewed' }))).toBe(pageHash(product()))
  })
})
