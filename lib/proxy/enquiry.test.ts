import { enquiryPath, enquiryRequest } from './enquiry'

const request = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site.test')
  return enquiryRequest(pathname, searchParams)
}

describe('enquiryRequest', () => {
  it('names the product of /contact?product=<slug>, to be rewritten', () => {
    expect(request('/contact?product=sailite-led-bulb')).toEqual({ slug: 'sailite-led-bulb', rewrite: true })
    expect(request('/contact?utm_source=x&product=SL_30')).toEqual({ slug: 'SL_30', rewrite: true })
  })

  it('leaves the plain contact page, other pages and values no product can have to the static page', () => {
    for (const url of [
      '/contact',
      '/contact?product=',
      '/contact?product=%3Cscript%3E',
      '/contact?product=..%2F..%2Fetc',
      `/contact?product=${'x'.repeat(129)}`,
      '/contact?product=a&product=b',
      '/?product=sailite-led-bulb',
      '/contact/?product=sailite-led-bulb',
    ]) {
      expect(request(url)).toBeNull()
    }
  })

  it('names the product of the enquiry route’s own path, and refuses paths under it no product can have', () => {
    expect(request('/contact/enquiry/sailite-led-bulb')).toEqual({ slug: 'sailite-led-bulb', rewrite: false })
    for (const path of ['/contact/enquiry', '/contact/enquiry/', '/contact/enquiry/a/b', '/contact/enquiry/%3Cx%3E']) {
      expect(request(path)).toBe('invalid')
    }
    expect(request('/contact/enquiryx')).toBeNull()
  })
})

describe('enquiryPath', () => {
  it('is where the page about the product is rendered', () => {
    expect(enquiryPath('sailite-led-bulb')).toBe('/contact/enquiry/sailite-led-bulb')
  })
})
