import { withCriticalCss } from './page-entry.mjs'

const inline = (html: string) => `${html}<!-- inlined -->`

describe('withCriticalCss', () => {
  it("inlines a page's HTML and keeps the rest of its entry", () => {
    const rscData = Buffer.from('0:{}')
    const page = { kind: 'APP_PAGE', html: '<html></html>', rscData, status: 200, headers: { 'x-next-cache-tags': 'a' } }
    expect(withCriticalCss(page, inline)).toEqual({ ...page, html: '<html></html><!-- inlined -->' })
    expect(page.html).toBe('<html></html>')
  })

  it('leaves what is not a page as it came', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('<html></html>'), status: 200 }
    const fetched = { kind: 'FETCH', data: { body: '<html></html>' } }
    const postponed = { kind: 'APP_PAGE', html: undefined, postponed: 'x' }
    for (const value of [route, fetched, postponed, null, undefined]) expect(withCriticalCss(value, inline)).toBe(value)
  })
})
