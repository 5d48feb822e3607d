import { redirectFor } from './redirects'

describe('redirectFor', () => {
  it('sends the section roots to their first page', () => {
    expect(redirectFor('/about')).toBe('/about/history')
    expect(redirectFor('/services')).toBe('/services/solarContractor')
  })

  it('drops trailing slashes, and leaves the root and other paths alone', () => {
    expect(redirectFor('/contact/')).toBe('/contact')
    expect(redirectFor('/products/fan//')).toBe('/products/fan')
    expect(redirectFor('/about/')).toBe('/about')
    expect(redirectFor('/')).toBeNull()
    expect(redirectFor('/about/history')).toBeNull()
  })
})
