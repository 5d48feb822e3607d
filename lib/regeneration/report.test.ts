import { batchLines } from './report'

describe('batchLines', () => {
  it('is one line for a small batch', () => {
    expect(
      batchLines(
        [
          { path: '/products/fan', outcome: 'regenerated' },
          { path: '/', outcome: 'fresh' },
        ],
        120,
      ),
    ).toEqual([{ pages: 2, ms: 120, part: '1/1', outcomes: { regenerated: ['/products/fan'], fresh: ['/'] } }])
  })
  it('spreads 200 pages over lines that each fit the log, naming every page once', () => {
    const done = Array.from({ length: 200 }, (_, i) => ({
      path: `/products/solar/${'s'.repeat(60)}-${i}`,
      outcome: i % 7 ? ('regenerated' as const) : ('failed' as const),
    }))
    const lines = batchLines(done, 5000)
    expect(lines.length).toBeGreaterThan(1)
    for (const [index, line] of lines.entries()) {
      expect(line).toMatchObject({ pages: 200, ms: 5000, part: `${index + 1}/${lines.length}` })
      expect(JSON.stringify(line).length).toBeLessThan(800)
      for (const paths of Object.values(line.outcomes)) expect(paths.length).toBeLessThanOrEqual(16)
    }
    expect(lines.flatMap((line) => Object.values(line.outcomes).flat()).sort()).toEqual(done.map(({ path }) => path).sort())
  })
})
