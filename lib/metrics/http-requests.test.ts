import { requestIdOf, servedAs, statusClass } from './http-requests'

describe('how a request was served', () => {
  it("takes the proxy's word first, then the page cache's", () => {
    expect(servedAs('proxy', 'HIT')).toBe('proxy')
    expect(servedAs('preview', undefined)).toBe('preview')
    expect(servedAs(undefined, 'HIT')).toBe('hit')
    expect(servedAs(undefined, 'STALE')).toBe('stale')
    expect(servedAs(undefined, 'MISS')).toBe('miss')
    expect(servedAs(undefined, 'REVALIDATED')).toBe('miss')
  })

  it('counts anything else as rendered for the request, whatever a header says', () => {
    expect(servedAs(undefined, undefined)).toBe('dynamic')
    expect(servedAs(undefined, 'made-up')).toBe('dynamic')
    expect(servedAs(undefined, ['HIT'])).toBe('dynamic')
  })
})

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [308, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
    [999, 'other'],
  ])('%i is %s', (status, label) => {
    expect(statusClass(status)).toBe(label)
  })
})

describe('requestIdOf', () => {
  it("keeps nginx's $request_id", () => {
    expect(requestIdOf('0f3c1d2e4b5a69788796a5b4c3d2e1f0')).toBe('0f3c1d2e4b5a69788796a5b4c3d2e1f0')
  })

  it('replaces anything that could forge a log line or run long', () => {
    for (const forged of ['x"}\n{"level":"error', 'a'.repeat(65), 'short', undefined, ['a', 'b']]) {
      const id = requestIdOf(forged)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})
