import { clampFanCount, formatRupees, savingsFor } from './savings-calculator'

describe('savingsFor', () => {
  it.each([
    [1, '3,006', '1,233', '1,773', '17,730'],
    [2, '6,013', '2,466', '3,546', '35,460'],
    [3, '9,019', '3,699', '5,319', '53,190'],
    [4, '12,026', '4,932', '7,092', '70,920'],
    [5, '15,032', '6,165', '8,865', '88,650'],
    [6, '18,039', '7,398', '10,638', '1,06,380'],
    [7, '21,045', '8,631', '12,411', '1,24,110'],
    [8, '24,052', '9,864', '14,184', '1,41,840'],
    [9, '27,058', '11,097', '15,957', '1,59,570'],
    [10, '30,065', '12,330', '17,730', '1,77,300'],
  ])('for %i fans shows %s / %s / %s / %s', (fans, normal, bldc, savingOneYear, savingTenYears) => {
    expect(savingsFor(fans)).toEqual({ normal, bldc, savingOneYear, savingTenYears })
  })
})

describe('fan count', () => {
  it('keeps any input within 1 to 10 and whole', () => {
    expect(clampFanCount(0)).toBe(1)
    expect(clampFanCount(11)).toBe(10)
    expect(clampFanCount(3.6)).toBe(4)
    expect(clampFanCount(Number.NaN)).toBe(1)
  })
})

describe('formatRupees', () => {
  it('rounds down and groups digits the Indian way', () => {
    expect(formatRupees(3006.5)).toBe('3,006')
    expect(formatRupees(177300)).toBe('1,77,300')
    expect(formatRupees(12345678.9)).toBe('1,23,45,678')
  })
})
