import { hostileUrls } from '@/tests/fixtures/upstream/hostile'
import { safeExternalUrl, safeLinkHref } from './safe-url'

describe('safeExternalUrl', () => {
  it('keeps https links', () => {
    expect(safeExternalUrl('https://www.amazon.in/dp/DEMO0001')).toBe('https://www.amazon.in/dp/DEMO0001')
  })

  it.each([...hostileUrls, '', 'mailto:a@b.in', '/relative', 'https://user:pass@evil.example/'])('refuses %p', (url) => {
    expect(safeExternalUrl(url)).toBeUndefined()
  })
})

describe('safeLinkHref', () => {
  it('also allows mailto and tel inside descriptions', () => {
    expect(safeLinkHref('mailto:support@example.com')).toBe('mailto:support@example.com')
    expect(safeLinkHref('tel:+912200000000')).toBe('tel:+912200000000')
    expect(safeLinkHref('javascript:alert(1)')).toBeUndefined()
  })
})
