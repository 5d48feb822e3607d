import { changeCodes, refusalCodes } from '@/lib/catalogue/report/findings'
import { changeText, refusalText } from '@/content/catalogue-report'

describe('the catalogue report in words', () => {
  it('words the issue’s examples as a marketer reads them', () => {
    expect(refusalText({ code: 'slug_spaces', field: 'slug', params: { value: 'Fan 1200 Deluxe' } })).toBe(
      'slug `Fan 1200 Deluxe` has spaces: use letters, digits, `-` and `_`',
    )
    expect(refusalText({ code: 'cover_empty', field: 'images.cover' })).toBe('`images.cover` is empty')
    expect(refusalText({ code: 'name_missing', field: 'name' })).toBe('`name` is missing')
  })

  it('names the winner of a duplicate, the host of an image and the line a product is served under', () => {
    expect(refusalText({ code: 'duplicate_slug', field: 'slug', params: { winnerLine: 'ac', winnerId: '665' } })).toMatch(
      /`_id` 665, in the `ac` list/,
    )
    expect(
      changeText({ code: 'image_host', field: 'images.cover', params: { value: 'https://evil.example/x', host: 'evil.example' } }),
    ).toMatch(/on evil\.example, which is not an allowed image host/)
    expect(
      changeText({ code: 'other_line', field: 'productType', params: { productType: 'fan', listedIn: 'solar', servedUnder: 'solar' } }),
    ).toMatch(/is `fan` but the product is in the `solar` list: its page is served under solar/)
  })

  it('has words for every code, never a placeholder for a parameter the code carries', () => {
    for (const code of refusalCodes)
      expect(refusalText({ code, field: 'f', params: { value: 'v', winnerLine: 'fan', winnerId: '1' } })).not.toMatch(/\?|undefined/)
    for (const code of changeCodes)
      expect(
        changeText({ code, field: 'f', params: { value: 'v', host: 'h', removed: 'r', productType: 'fan', listedIn: 'solar' } }),
      ).not.toMatch(/\?|undefined/)
  })
})
