import { hostileUrls } from '@/tests/fixtures/upstream/hostile'
import { logosWithAllowedImages, withAllowedUrls, PLACEHOLDER_IMAGE } from './allowed-urls'
import { ProductSchema } from './schemas'

const hosts = ['cdn.arkvolt.example']
const product = ProductSchema.parse({
  _id: '1',
  slug: 'p',
  name: 'P',
  images: { cover: '/catalogue/fan/p/cover.webp', more: ['https://cdn.arkvolt.example/p/1.webp'] },
  amazonLink: 'https://www.amazon.in/dp/DEMO1',
})

describe('withAllowedUrls', () => {
  it('keeps site images, https images on an allowed host and https links', () => {
    expect(withAllowedUrls(product, hosts)).toEqual(product)
  })

  it.each(hostileUrls)('replaces a cover of %p with the placeholder and drops it from the extra images', (url) => {
    const clean = withAllowedUrls({ ...product, images: { cover: url, more: [url, '/ok.webp'] } }, hosts)
    expect(clean.images).toEqual({ cover: PLACEHOLDER_IMAGE, more: ['/ok.webp'] })
  })

  it('refuses https images from a host that is not configured', () => {
    expect(withAllowedUrls({ ...product, images: { cover: 'https://other.example/x.webp', more: [] } }, hosts).images.cover).toBe(
      PLACEHOLDER_IMAGE,
    )
  })

  it.each(hostileUrls)('turns a marketplace link of %p into no button', (url) => {
    const clean = withAllowedUrls({ ...product, amazonLink: url, flipkartLink: url, gemLink: url }, hosts)
    expect([clean.amazonLink, clean.flipkartLink, clean.gemLink]).toEqual(['', '', ''])
  })
})

describe('logosWithAllowedImages', () => {
  it('leaves out logos whose image may not be shown', () => {
    const logos = [
      { _id: '1', name: 'Ok', image: { cover: '/logos/ok.svg' } },
      { _id: '2', name: 'Bad', image: { cover: 'javascript:alert(1)' } },
    ]
    expect(logosWithAllowedImages(logos, hosts).map((logo) => logo.name)).toEqual(['Ok'])
  })
})
