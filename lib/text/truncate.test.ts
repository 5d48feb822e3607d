import { truncate, truncationSource } from './truncate'

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

describe('truncationSource', () => {
  const texts = [
    'Solar street light',
    'x'.repeat(120),
    `${'word '.repeat(30)}end`,
    `${'a'.repeat(99)} ${'b'.repeat(40)}`,
    `${'a'.repeat(48)}  ${'b'.repeat(80)}`,
    `  ${'☀️🌞'.repeat(70)}  `,
    `${'a'.repeat(100)}   `,
  ]

  it('gives every cut up to the longest the same result as the whole text', () => {
    for (const text of texts) {
      const source = truncationSource(text, 100)
      for (let max = 1; max <= 100; max++) expect([text, max, truncate(source, max)]).toEqual([text, max, truncate(text, max)])
    }
  })

  it('keeps no more than the longest cut and a marker', () => {
    expect(truncationSource('x'.repeat(5000), 100)).toHaveLength(103)
    expect(truncationSource('  short  ', 100)).toBe('short')
  })
})
