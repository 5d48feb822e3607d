import { redirectFor } from './redirects'

describe('redirectFor', () => {
  it('sends the section roots to their first page', () => {
    expect(redirectFor('/about')).toBe('/about/history')
    expect(redirectFor('/services')).toBe('/services/solarContractor')
  })

  it('drops trailing slashes, and leaves the root and other paths alone', () => {
    expect(redirectFor('/contact/')).toBe('/contact')
    expect(redirectFor('/products/fan//')).toBe('/products/fan')
    expect(redirectFor('/about/')).toBe('/about/history')
    expect(redirectFor('/')).toBeNull()
    expect(redirectFor('/about/history')).toBeNull()
  })

  it.each([
    ['/contac%74', '/contact'],
    ['/brand%73', '/brands'],
    ['/products/%61c', '/products/ac'],
    ['/api/%68ealth', '/api/health'],
    ['/api/%72evalidate', '/api/revalidate'],
    ['/sitemap.xm%6c', '/sitemap.xml'],
    ['/robots.tx%74', '/robots.txt'],
    ['/icon.sv%67', '/icon.svg'],
    ['/%63ONTACT', '/cONTACT'],
    ['/products/fan/vayu%2Dlite%5Fx%7E1%2e0', '/products/fan/vayu-lite_x~1.0'],
    ['/abou%74', '/about/history'],
    ['/contac%74/', '/contact'],
  ])('sends %s, spelled with encoded letters or digits, to %s', (path, canonical) => {
    expect(redirectFor(path)).toBe(canonical)
  })

  it('leaves encodings of other characters as they are', () => {
    for (const path of ['/products/fan%2Fx', '/a%20b', '/%E0%A4%A4', '/a%3Fb', '/a%25']) expect(redirectFor(path)).toBeNull()
    expect(redirectFor('/contac%74%2F')).toBe('/contact%2F')
  })
})
