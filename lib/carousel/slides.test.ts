import { ProductSchema } from '@/lib/catalogue/schemas'
import { productCarousel, solarCarousel } from './settings'
import { toCarouselSlide, toMarqueeLogo } from './slides'

const product = ProductSchema.parse({
  _id: 'p1',
  slug: 'sailite-aio-30w',
  name: 'Sailite AIO 30 W',
  shortDescription: 'x'.repeat(150),
  description: '<p>Not for the slide.</p>',
  tradingPartner: 'Sailite',
  images: { cover: '/catalogue/solar/aio/cover.webp', more: [] },
})

describe('toCarouselSlide', () => {
  it("cuts the description to its carousel's length", () => {
    expect(toCarouselSlide(product, 'solar', solarCarousel).description).toBe(`${'x'.repeat(solarCarousel.cut)}...`)
    expect(toCarouselSlide(product, 'light', productCarousel).description).toBe(`${'x'.repeat(productCarousel.cut)}...`)
  })

  it('takes its length and cover sizes from the carousel, not from the line it links under', () => {
    const slide = toCarouselSlide(product, 'solar', productCarousel)
    expect(slide.description).toBe(`${'x'.repeat(productCarousel.cut)}...`)
    expect(slide.cover.sizes).toBe(productCarousel.coverSizes)
    expect(slide.href).toBe('/products/solar/sailite-aio-30w')
  })

  it('opens the product under its own line, or under the line given when it has none', () => {
    expect(toCarouselSlide(product, 'solar', solarCarousel).href).toBe('/products/solar/sailite-aio-30w')
    expect(toCarouselSlide({ ...product, productType: 'light' }, 'fan', productCarousel).href).toBe('/products/light/sailite-aio-30w')
  })

  it('carries only what the slide shows, never the HTML description', () => {
    expect(toCarouselSlide(product, 'solar', solarCarousel)).toEqual({
      id: 'p1',
      href: '/products/solar/sailite-aio-30w',
      name: 'Sailite AIO 30 W',
      description: expect.any(String),
      cover: expect.objectContaining({ src: expect.stringContaining(encodeURIComponent('/catalogue/solar/aio/cover.webp')) }),
      tags: ['Sailite'],
    })
  })

  it("gives the cover as <img> attributes sized by its carousel's slide widths", () => {
    const { cover } = toCarouselSlide(product, 'solar', solarCarousel)
    expect(cover.sizes).toBe(solarCarousel.coverSizes)
    expect(cover.srcSet).toMatch(/^\/_next\/image\?url=%2Fcatalogue%2Fsolar%2Faio%2Fcover\.webp&w=\d+&q=75 \d+w, /)
    expect(cover.loading).toBe('lazy')
    expect(toCarouselSlide(product, 'fan', productCarousel).cover.sizes).toBe(productCarousel.coverSizes)
  })
})

describe('toMarqueeLogo', () => {
  it('keeps the id, name and image of a logo, the image at the size of its slot', () => {
    expect(toMarqueeLogo({ _id: '7', name: 'Acme', image: { cover: '/logos/acme.svg' } })).toEqual({
      id: '7',
      name: 'Acme',
      // An SVG goes out as it is: the optimizer does not rasterise it.
      image: expect.objectContaining({ src: '/logos/acme.svg', width: 160, height: 64 }),
    })
  })

  it('asks the optimizer for a raster logo at one and two times its slot', () => {
    const { image } = toMarqueeLogo({ _id: '8', name: 'Beta', image: { cover: '/logos/beta.webp' } })
    expect(image.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x'])
  })
})
