import { imageAttributes, trimSrcSet } from './image-attributes'

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

  it('fills its box by a class, not an inline style on every image', () => {
    const image = imageAttributes({ src: '/images/a.webp', fill: true, sizes: '100vw', className: 'object-cover' })
    expect(image.className).toBe('object-cover img-fill')
    expect(image).not.toHaveProperty('style')
    expect(imageAttributes({ src: '/images/a.webp', width: 40, height: 40 }).style).toEqual({ color: 'transparent' })
  })

  it('lists only the widths asked for, and one as a plain src', () => {
    const sized = (widths: number[]) => imageAttributes({ src: '/images/a.webp', fill: true, sizes: '50vw', widths })
    expect(sized([384, 640]).srcSet?.match(/\d+(?=w)/g)).toEqual(['384', '640'])
    expect(sized([384, 640]).src).toBe('/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75')
    expect(sized([640])).toEqual(expect.objectContaining({ src: '/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75' }))
    expect(sized([640])).not.toHaveProperty('srcSet')
    expect(sized([640])).not.toHaveProperty('sizes')
  })

  it('lists a fixed-size image only up to the first width its densest screen needs', () => {
    const widths = (sizes: string) => imageAttributes({ src: '/images/a.webp', fill: true, sizes }).srcSet?.match(/\d+(?=w)/g)
    expect(widths('120px')).toEqual(['128', '256', '384'])
    expect(widths('100vw')?.at(-1)).toBe('1600')
  })
})

describe('trimSrcSet', () => {
  const srcSet = '/a?w=128 128w, /a?w=256 256w, /a?w=384 384w, /a?w=640 640w'
  it('keeps the first entry at or past three times a fixed length, and none after it', () => {
    expect(trimSrcSet(srcSet, '80px')).toBe('/a?w=128 128w, /a?w=256 256w')
    expect(trimSrcSet(srcSet, ' 200px ')).toBe(srcSet)
  })
  it('leaves a srcset alone when sizes depend on the screen, or nothing is wide enough', () => {
    expect(trimSrcSet(srcSet, '(min-width: 1024px) 120px, 50vw')).toBe(srcSet)
    expect(trimSrcSet(srcSet, undefined)).toBe(srcSet)
    expect(trimSrcSet(srcSet, '400px')).toBe(srcSet)
  })
})
