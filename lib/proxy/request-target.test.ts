import { NextRequest } from 'next/server'
import { requestContext } from '@/lib/log/log.mjs'
import { requestTarget } from './request-target'

describe('requestTarget', () => {
  const request = () => new NextRequest('http://site.test/products/%2e%2e/api/health?x=1')

  it('is the target as the client sent it, where the instance recorded it', () => {
    const target = requestContext().run({ requestId: 'a', target: '/products/%2e%2e/api/health?x=1' }, () => requestTarget(request()))
    expect(target).toBe('/products/%2e%2e/api/health?x=1')
  })

  it("is Next's resolved path and query without that record", () => {
    expect(requestTarget(request())).toBe('/api/health?x=1')
  })
})
