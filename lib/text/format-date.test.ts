import { formatDate } from './format-date'

describe('formatDate', () => {
  it('writes the day, the month in full and the year', () => {
    expect(formatDate('2025-03-14')).toBe('14 March 2025')
    expect(formatDate('2026-01-01')).toBe('1 January 2026')
  })
})
