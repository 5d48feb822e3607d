import { getImageProps } from 'next/image'
import { imageAttributes, srcSetWidths } from './image-attributes'

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

describe('srcSetWidths', () => {
  it('stops a fixed length at the first configured width three device pixels need', () => {
    expect(srcSetWidths('80px')).toEqual([128, 256])
    expect(srcSetWidths(' 120px ')).toEqual([128, 256, 384])
    expect(srcSetWidths('400px')).toEqual([128, 256, 384, 640, 750, 828, 1080, 1200])
    expect(srcSetWidths('600px')).toEqual([128, 256, 384, 640, 750, 828, 1080, 1200, 1600])
    expect(srcSetWidths('120px', [384, 640, 828])).toEqual([384])
  })
  it('lists only configured widths asked for, and leaves next/image’s list where nothing narrows it', () => {
    expect(srcSetWidths('50vw', [828, 384, 500, 640])).toEqual([384, 640, 828])
    expect(srcSetWidths('(min-width: 1024px) 120px, 50vw')).toBeUndefined()
    expect(srcSetWidths('100vw', [500])).toBeUndefined()
  })
})

describe('the srcset the site lists itself', () => {
  // next/image's own entries for every configured width: what the optimizer answers.
  const own = getImageProps({ src: '/images/a.webp', alt: '', fill: true, sizes: '2000px' }).props.srcSet?.split(', ')
  it('gives each width the URL next/image gives it, and the widest as src', () => {
    expect(own).toHaveLength(9)
    for (const image of [
      imageAttributes({ src: '/images/a.webp', fill: true, sizes: '120px' }),
      imageAttributes({ src: '/images/a.webp', fill: true, sizes: '50vw', widths: [384, 640, 828] }),
      imageAttributes({ src: '/images/a.webp', width: 96, height: 96, sizes: '96px' }),
    ]) {
      const entries = image.srcSet?.split(', ') ?? []
      expect(entries.length).toBeGreaterThan(1)
      for (const entry of entries) expect(own).toContain(entry)
      expect(own).toContain(`${image.src} ${entries.at(-1)!.split(' ').at(-1)}`)
    }
  })
})
