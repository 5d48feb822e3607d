import { PREVIEW_LINK_HOURS, previewLinkProblem, previewLinkQuery } from './link'

const secret = 'a-long-preview-secret-value'
const now = Date.UTC(2026, 10, 27, 12)
const seconds = now / 1000
const link = (path: string, expires: number) => previewLinkQuery(path, expires, secret)

describe('preview links', () => {
  it('open the path they were made for, until they expire', () => {
    const query = link('/products/fan/aerozen?model=x', seconds + 3600)
    expect([...query.keys()]).toEqual(['path', 'expires', 'signature'])
    expect(query.toString()).not.toContain(secret)
    expect(previewLinkProblem(query, secret, now)).toBeNull()
    expect(previewLinkProblem(query, secret, now + 3_599_000)).toBeNull()
    expect(previewLinkProblem(query, secret, now + 3_600_000)).toMatch(/expired/)
  })

  it('cannot be changed to open another path or to last longer', () => {
    const query = link('/products/fan/aerozen', seconds + 3600)
    const otherPath = new URLSearchParams(query)
    otherPath.set('path', '/products/fan/other')
    const later = new URLSearchParams(query)
    later.set('expires', String(seconds + 7200))
    for (const changed of [otherPath, later]) expect(previewLinkProblem(changed, secret, now)).toMatch(/wrong signature/)
  })

  it.each([
    ['signed with another secret', previewLinkQuery('/', seconds + 3600, 'another-preview-secret-value')],
    ['without a signature', new URLSearchParams({ path: '/', expires: String(seconds + 3600) })],
    ['without an expiry', new URLSearchParams({ path: '/', signature: link('/', seconds + 3600).get('signature')! })],
    ['with an expiry that is no number', new URLSearchParams({ ...Object.fromEntries(link('/', seconds + 3600)), expires: '1e12' })],
    ['carrying the secret itself, as links used to', new URLSearchParams({ path: '/', secret })],
  ])('refuse a link %s', (_, query) => {
    expect(previewLinkProblem(query, secret, now)).toMatch(/wrong signature/)
  })

  it('refuse an expiry spelled with anything but its digits, even one the signature was made for', () => {
    const signed = link('/', seconds + 3600)
    for (const spelling of [` ${seconds + 3600}`, `${seconds + 3600} `, `+${seconds + 3600}`]) {
      const respelt = new URLSearchParams(signed)
      respelt.set('expires', spelling)
      expect(previewLinkProblem(respelt, secret, now)).toMatch(/wrong signature/)
    }
  })

  it('last at most a month, however they were signed', () => {
    const max = PREVIEW_LINK_HOURS.max * 3600
    expect(previewLinkProblem(link('/', seconds + max), secret, now)).toBeNull()
    expect(previewLinkProblem(link('/', seconds + max + 60), secret, now)).toMatch(/at most 30 days/)
  })
})
