import { NextRequest } from 'next/server'
import { notFoundPage, passOn } from './answers'
import { NOT_FOUND_HEADER } from './internal-headers'

describe('notFoundPage', () => {
  it('marks its answer, so shared caches can tell the not-found page from the page a URL names', () => {
    const answer = notFoundPage(new NextRequest('http://site.test/products/fan/no-such-fan', { headers: { rsc: '1' } }))
    expect(answer.headers.get(NOT_FOUND_HEADER)).toBe('1')
  })

  it('leaves every other answer unmarked, whatever the client sent', () => {
    const answer = passOn(new NextRequest('http://site.test/products/fan', { headers: { [NOT_FOUND_HEADER]: '1' } }))
    expect(answer.headers.get(NOT_FOUND_HEADER)).toBeNull()
  })
})
