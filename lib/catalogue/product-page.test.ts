import { ProductSchema } from './schemas'
import { toProductPage } from './product-page'

const item = (slug: string, productType?: string) =>
  ProductSchema.parse({ _id: slug, slug, name: slug, productType, images: { cover: '/c.webp' } })

describe('toProductPage', () => {
  it('shows the product whose slug is the route slug, the rest are related', () => {
    const page = toProductPage([item('a', 'light'), item('b', 'light'), item('c', 'light')], 'b', 'light')
    expect(page?.product.slug).toBe('b')
    expect(page?.related.map((product) => product.slug)).toEqual(['a', 'c'])
  })

  it('finds nothing when no product has the slug', () => {
    expect(toProductPage([item('a')], 'z', 'fan')).toBeUndefined()
    expect(toProductPage([], 'z', 'fan')).toBeUndefined()
  })

  it('does not show a product of another line under this one', () => {
    expect(toProductPage([item('a', 'fan')], 'a', 'light')).toBeUndefined()
    expect(toProductPage([item('a')], 'a', 'light')?.product.slug).toBe('a')
  })
})
