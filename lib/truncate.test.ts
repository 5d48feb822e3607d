import { truncate } from './truncate'

describe('truncate', () => {
  it('leaves a text within the limit as it is, with no ellipsis', () => {
    expect(truncate('Solar street light', 50)).toBe('Solar street light')
    expect(truncate('x'.repeat(50), 50)).toBe('x'.repeat(50))
  })

  it("cuts a longer text to the limit and adds '...'", () => {
    expect(truncate('x'.repeat(51), 50)).toBe(`${'x'.repeat(50)}...`)
  })

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('abcd efgh', 5)).toBe('abcd...')
  })

  it('counts an emoji or a rupee sign as one character and never splits it', () => {
    expect(truncate('₹₹₹₹', 3)).toBe('₹₹₹...')
    expect(truncate('☀️🌞🌞', 2)).toBe('☀️🌞...')
  })

  it('ignores surrounding whitespace', () => {
    expect(truncate('  short  ', 5)).toBe('short')
  })
})
