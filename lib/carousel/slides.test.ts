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
    expect(toCarouselSlide(product, 'solar').description).toBe(`${'x'.repeat(solarCarousel.cut)}...`)
    expect(toCarouselSlide(product, 'light').description).toBe(`${'x'.repeat(productCarousel.cut)}...`)
  })

  it('opens the product under its own line, or under the carousel’s when it has none', () => {
    expect(toCarouselSlide(product, 'solar').href).toBe('/products/solar/sailite-aio-30w')
    expect(toCarouselSlide({ ...product, productType: 'light' }, 'fan').href).toBe('/products/light/sailite-aio-30w')
  })

  it('carries only what the slide shows, never the HTML description', () => {
    expect(toCarouselSlide(product, 'solar')).toEqual({
      id: 'p1',
      href: '/products/solar/sailite-aio-30w',
      name: 'Sailite AIO 30 W',
      description: expect.any(String),
      cover: '/catalogue/solar/aio/cover.webp',
      tags: ['Sailite'],
    })
  })
})

describe('toMarqueeLogo', () => {
  it('keeps the id, name and image of a logo', () => {
    expect(toMarqueeLogo({ _id: '7', name: 'Acme', image: { cover: '/logos/acme.svg' } })).toEqual({
      id: '7',
      name: 'Acme',
      src: '/logos/acme.svg',
    })
  })
})
