import { ENQUIRY_HEADER, NOT_FOUND_HEADER, withoutInternalHeaders } from './internal-headers'

describe('withoutInternalHeaders', () => {
  it('drops what a client sent under the proxy’s own names, and keeps the rest', () => {
    const cleaned = withoutInternalHeaders(new Headers({ [NOT_FOUND_HEADER]: '1', [ENQUIRY_HEADER]: 'x', rsc: '1' }))
    expect(cleaned && [...cleaned.keys()]).toEqual(['rsc'])
  })

  it('leaves an ordinary request alone', () => {
    expect(withoutInternalHeaders(new Headers({ accept: 'text/html' }))).toBeUndefined()
  })
})
