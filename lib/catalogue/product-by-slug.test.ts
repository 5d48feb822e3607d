import { getProductCards } from '.'
import { findDetailProduct } from './product-by-slug'
import type { Category, ProductCard } from './schemas'

jest.mock('.', () => ({ getProductCards: jest.fn() }))

const product = (slug: string, name: string) => ({ slug, name }) as ProductCard
const lists: Partial<Record<Category, ProductCard[] | null>> = {
  fan: [product('vayu-lite', 'Vayu Lite BLDC Fan')],
  light: null, // out of reach
  solar: [product('mono-perc', 'Mono PERC Module'), product('1', 'All in One Solar Street Light')],
  trading: [product('copper-wire', 'Copper Wire')],
}
const loaded = jest.mocked(getProductCards)
beforeEach(() => {
  loaded.mockReset()
  loaded.mockImplementation(async (line) => lists[line] ?? [])
})

describe('findDetailProduct', () => {
  it('finds a product of any line with detail pages, whatever lines are out of reach', async () => {
    expect((await findDetailProduct('vayu-lite'))?.name).toBe('Vayu Lite BLDC Fan')
    expect((await findDetailProduct('1'))?.name).toBe('All in One Solar Street Light')
  })

  it('knows nothing of products without a detail page', async () => {
    expect(await findDetailProduct('copper-wire')).toBeUndefined()
  })

  it.each([
    ['an unknown slug', 'no-such-product'],
    ['no value', undefined],
    ['a value given twice', ['vayu-lite', 'mono-perc']],
    ['markup', '<script>alert(1)</script>'],
    ['a path', '../../etc/passwd'],
    ['a very long value', 'x'.repeat(5000)],
  ])('ignores %s', async (_, value) => {
    expect(await findDetailProduct(value)).toBeUndefined()
  })

  it('loads nothing for a value that cannot be a slug', async () => {
    await findDetailProduct('<script>')
    expect(loaded).not.toHaveBeenCalled()
  })
})
