import { truncate } from '@/lib/text/truncate'
import { productCarousel, solarCarousel } from '@/lib/carousel/settings'
import { toProductCard } from './product-card'
import { ProductCardSchema, ProductSchema } from './schemas'

const product = ProductSchema.parse({
  _id: 'p1',
  slug: 'vayu-lite',
  name: 'Vayu Lite BLDC Fan',
  shortDescription: `A 28 W ceiling fan ${'that saves power '.repeat(40)}`,
  description: `<p>${'Quiet. '.repeat(2000)}</p>`,
  category: 'technozen',
  productType: 'fan',
  tradingPartner: 'Technozen Appliances',
  keyFeatures: ['28 W', 'Remote'],
  keyPoints: ['5-star rated', 'Low noise'],
  images: { cover: '/catalogue/fan/cover.webp', more: ['/catalogue/fan/1.webp', '/catalogue/fan/2.webp', '/catalogue/fan/3.webp'] },
  amazonLink: 'https://www.amazon.in/dp/DEMO1',
  flipkartLink: '',
  gemLink: 'https://gem.gov.in/demo',
  models: [{ _id: 'm1', id: 'VL-1200', details: [{ id: 'd1', column1: 'Sweep', column2: '1200 mm' }] }],
})

describe('toProductCard', () => {
  const card = toProductCard(product)

  it('keeps what the lists show and drops what only the detail page needs', () => {
    expect(card).not.toHaveProperty('description')
    expect(card).not.toHaveProperty('keyFeatures')
    expect(card).not.toHaveProperty('models')
    expect(card).toMatchObject({ slug: 'vayu-lite', name: 'Vayu Lite BLDC Fan', keyPoints: ['5-star rated', 'Low noise'] })
    expect(card.images).toEqual({ cover: '/catalogue/fan/cover.webp', more: ['/catalogue/fan/1.webp'] })
    expect(ProductCardSchema.parse(card)).toEqual(card)
  })

  it('keeps as much of the short description as every carousel shows', () => {
    expect(card.shortDescription.length).toBeLessThan(product.shortDescription.length)
    for (const { cut } of [productCarousel, solarCarousel]) {
      expect(truncate(card.shortDescription, cut)).toBe(truncate(product.shortDescription, cut))
    }
  })
})
