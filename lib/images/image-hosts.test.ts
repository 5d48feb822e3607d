import { imageHosts, isAllowedImage } from './image-hosts'

describe('imageHosts', () => {
  it("defaults to the upstream's host", () => {
    expect(imageHosts('https://api.arkvolt.example', undefined)).toEqual(['api.arkvolt.example'])
  })

  it('uses the configured list when there is one', () => {
    expect(imageHosts('https://api.arkvolt.example', ' CDN.arkvolt.example, img.example ,')).toEqual(['cdn.arkvolt.example', 'img.example'])
  })

  it('is empty on the embedded catalogue', () => {
    expect(imageHosts(undefined, undefined)).toEqual([])
  })
})

describe('isAllowedImage', () => {
  const hosts = ['cdn.arkvolt.example']
  it.each([
    ['/catalogue/fan/x/cover.webp', true],
    ['https://cdn.arkvolt.example/x.webp', true],
    ['http://cdn.arkvolt.example/x.webp', false],
    ['https://evil.example/x.webp', false],
    ['//cdn.arkvolt.example/x.webp', false],
    ['/\\evil.example/x.webp', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['https://user@cdn.arkvolt.example/x.webp', false],
    ['relative.webp', false],
    ['/../../etc/passwd', false],
    ['/catalogue/%2e%2e/%2e%2e/etc/passwd', false],
    ['/catalogue/x%zz.webp', false],
  ])('%s allowed: %s', (src, allowed) => {
    expect(isAllowedImage(src, hosts)).toBe(allowed)
  })
})
