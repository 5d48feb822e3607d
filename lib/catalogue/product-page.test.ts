import { ProductSchema } from './schemas'
import { productSliceOf, productSliceReader, toProductPage } from './product-page'

const raw = (slug: string, productType?: string) => ({ _id: slug, slug, name: slug, productType, images: { cover: '/c.webp' } })
const item = (slug: string, productType?: string) => ProductSchema.parse(raw(slug, productType))
const slugs = (items: readonly { slug: string }[]) => items.map((each) => each.slug)

describe('productSliceReader', () => {
  it('keeps the product with the route slug and the first others, in the answer’s order, as related cards', () => {
    const slice = productSliceOf([raw('b'), raw('a'), raw('c')], 'b')
    expect(slice.product?.slug).toBe('b')
    expect(slugs(slice.related)).toEqual(['a', 'c'])
    expect(slice.related[0]).not.toHaveProperty('description')
  })

  it('has enough once it holds the product and the limit of related ones, so the rest is never read', () => {
    const reader = productSliceReader('p', 3)
    expect(['p', 'a', 'b'].map((slug) => reader.add(raw(slug)))).toEqual(['more', 'more', 'more'])
    expect(reader.add(raw('c'))).toBe('enough')
    expect(slugs(reader.slice().related)).toEqual(['a', 'b', 'c'])
  })

  it('reads on past the related ones until the product comes, keeping no more than the limit', () => {
    const reader = productSliceReader('p', 2)
    for (const slug of ['a', 'b', 'c', 'd']) expect(reader.add(raw(slug))).toBe('more')
    expect(reader.add(raw('p'))).toBe('enough')
    expect(slugs(reader.slice().related)).toEqual(['a', 'b'])
  })

  it('is the same for the same answer on every read, whichever product of the line it is for', () => {
    const line = Array.from({ length: 50 }, (_, index) => raw(`p${index}`))
    const deep = [line[40]!, ...line.filter((_, index) => index !== 40)]
    expect(slugs(productSliceOf(deep, 'p40').related)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'])
    expect(productSliceOf(deep, 'p40')).toEqual(productSliceOf(deep, 'p40'))
  })

  it('reads on for the item with the _id the lists show, where upstream lists the slug twice', () => {
    const first = { ...raw('p'), _id: 'z-first', name: 'Listed first' }
    const shown = { ...raw('p'), _id: 'a-shown', name: 'Shown in the lists' }
    const line = [first, ...Array.from({ length: 20 }, (_, index) => raw(`r${index}`)), shown]
    expect(productSliceOf(line, 'p', 'a-shown').product?.name).toBe('Shown in the lists')
    expect(productSliceOf(line, 'p').product?.name).toBe('Listed first')
  })

  it('skips an invalid item, and a second item with the product’s slug', () => {
    const reader = productSliceReader('p')
    for (const each of [raw('p'), { slug: 'broken', name: 42 }, raw('p'), raw('a')]) reader.add(each)
    expect(slugs(reader.slice().related)).toEqual(['a'])
  })
})

describe('toProductPage', () => {
  it('finds nothing without the product', () => {
    expect(toProductPage({ related: [] }, 'fan')).toBeUndefined()
    expect(toProductPage(productSliceOf([raw('a')], 'z'), 'fan')).toBeUndefined()
  })

  it('does not show a product of another line under this one', () => {
    expect(toProductPage({ product: item('a', 'fan'), related: [] }, 'light')).toBeUndefined()
    expect(toProductPage({ product: item('a'), related: [] }, 'light')?.product.slug).toBe('a')
  })
})
