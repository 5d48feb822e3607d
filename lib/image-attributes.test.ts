import { imageAttributes } from './image-attributes'

describe('imageAttributes', () => {
  it('gives a raster image the optimizer’s srcset for its sizes, lazily loaded', () => {
    const image = imageAttributes({ src: '/catalogue/fan/a/cover.webp', fill: true, sizes: '(min-width: 1024px) 45vw, 100vw' })
    expect(image.sizes).toBe('(min-width: 1024px) 45vw, 100vw')
    const entries = image.srcSet?.split(', ') ?? []
    expect(entries.length).toBeGreaterThan(1)
    for (const entry of entries) expect(entry).toMatch(/^\/_next\/image\?url=%2Fcatalogue%2Ffan%2Fa%2Fcover\.webp&w=(\d+)&q=75 \1w$/)
    expect(image.loading).toBe('lazy')
    expect(image).not.toHaveProperty('alt')
  })

  it('serialises nothing empty: no undefined attribute or style', () => {
    const image = imageAttributes({ src: '/images/a.webp', fill: true, sizes: '100vw' })
    expect(JSON.parse(JSON.stringify(image))).toStrictEqual(image)
  })

  it('passes an SVG through at its size, as the optimizer would not resize it', () => {
    expect(imageAttributes({ src: '/icons/power.svg', width: 40, height: 40 })).toEqual(
      expect.objectContaining({ src: '/icons/power.svg', width: 40, height: 40 }),
    )
    expect(imageAttributes({ src: '/icons/power.svg', width: 40, height: 40 }).srcSet).toBeUndefined()
  })

  it('a preloaded image is not lazy and keeps its fetch priority', () => {
    const image = imageAttributes({ src: '/images/a.webp', fill: true, sizes: '100vw', preload: true, fetchPriority: 'high' })
    expect(image.loading).toBeUndefined()
    expect(image.fetchPriority).toBe('high')
  })
})
