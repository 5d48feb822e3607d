import { firstOfEachLine, PRERENDERED_PER_LINE } from './prerendered'

const line = (category: string, count: number) => Array.from({ length: count }, (_, index) => ({ category, slug: `${category}-${index}` }))

describe('firstOfEachLine', () => {
  it('keeps the first of each line, in order, and every product of a short line', () => {
    const entries = [...line('fan', 3), ...line('light', 1), ...line('solar', 4)]
    expect(firstOfEachLine(entries, 2).map((entry) => entry.slug)).toEqual(['fan-0', 'fan-1', 'light-0', 'solar-0', 'solar-1'])
  })

  it('bounds the build whatever the catalogue: 20,000 products in five lines give five hundred pages', () => {
    const entries = ['fan', 'light', 'solar', 'ac', 'frp'].flatMap((category) => line(category, 4000))
    expect(firstOfEachLine(entries)).toHaveLength(5 * PRERENDERED_PER_LINE)
  })
})
