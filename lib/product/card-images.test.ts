import { hoverImage } from './card-images'

describe('hoverImage', () => {
  it('is the first extra image', () => {
    expect(hoverImage({ cover: '/c.webp', more: ['/1.webp', '/2.webp'] })).toBe('/1.webp')
  })

  it('stays the cover when there are no extra images', () => {
    expect(hoverImage({ cover: '/c.webp', more: [] })).toBe('/c.webp')
  })
})
