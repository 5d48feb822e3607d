import { indexNowBody, indexNowKeyPattern, indexNowKeyPath, isRetried, outcomeOf, retryDelayMs } from './indexnow'

describe('IndexNow', () => {
  it("names the site's host, its key and its key file with the URLs", () => {
    expect(indexNowBody('https://www.example.com', 'k3y-for-the-site', ['https://www.example.com/products/fan/vayu'])).toEqual({
      host: 'www.example.com',
      key: 'k3y-for-the-site',
      keyLocation: 'https://www.example.com/k3y-for-the-site.txt',
      urlList: ['https://www.example.com/products/fan/vayu'],
    })
    expect(indexNowKeyPath('abcdefgh')).toBe('/abcdefgh.txt')
  })

  it('takes keys of 8 to 128 letters, digits and "-" only', () => {
    for (const key of ['abcdefgh', 'A-1'.repeat(42) + 'xy', 'a'.repeat(128)]) expect(indexNowKeyPattern.test(key)).toBe(true)
    for (const key of ['abcdefg', 'a'.repeat(129), 'abcd efgh', 'abcd_efgh', 'abcd.efgh', 'abcd/efgh', '../../etc'])
      expect(indexNowKeyPattern.test(key)).toBe(false)
  })

  it('tries again after a 429, a 5xx or no answer, never after another refusal', () => {
    expect([200, 202, 400, 403, 422, 429, 500, 503, 'no answer'].map((status) => outcomeOf(status as number))).toEqual([
      'accepted',
      'accepted',
      'refused',
      'refused',
      'refused',
      'throttled',
      'failed',
      'failed',
      'failed',
    ])
    expect(['accepted', 'refused', 'throttled', 'failed'].map((outcome) => isRetried(outcome as never))).toEqual([false, false, true, true])
  })

  it('waits a minute before the first retry, doubling up to an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000])
  })
})
