import { touchesLists } from './list-tags'

describe('touchesLists', () => {
  it('is true for every product or a line, false for a product alone or a logo list', () => {
    expect(touchesLists(['products'])).toBe(true)
    expect(touchesLists(['product:vayu', 'products:trading'])).toBe(true)
    expect(touchesLists(['product:vayu', 'logos:happy-customer'])).toBe(false)
    expect(touchesLists(['products:cars'])).toBe(false)
  })
})
