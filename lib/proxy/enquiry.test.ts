import { canonicalContactSearch, enquiryPath, enquiryRequest } from './enquiry'

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

describe('canonicalContactSearch', () => {
  const query = (search: string) => new URLSearchParams(search)

  it('is ?product=<slug> for a known product, whatever else the query holds', () => {
    expect(canonicalContactSearch(query('product=sailite-led-bulb'), true)).toBe('?product=sailite-led-bulb')
    expect(canonicalContactSearch(query('utm_source=x&product=SL_30'), true)).toBe('?product=SL_30')
    expect(canonicalContactSearch(query('product=%53L_30'), true)).toBe('?product=SL_30')
  })

  it('is no query at all for anything else', () => {
    expect(canonicalContactSearch(query('product=no-such-product'), false)).toBe('')
    expect(canonicalContactSearch(query('v=1'), false)).toBe('')
    expect(canonicalContactSearch(query(''), false)).toBe('')
  })
})
