import { bestPositions } from './top-positions'

describe('bestPositions', () => {
  it('keeps the best by score, best first, ties in the catalogue’s order, as a full sort would', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const scores = Float64Array.from({ length: 5000 }, () => Math.floor(random() * 50))
    const candidates = Int32Array.from({ length: 3000 }, () => Math.floor(random() * 5000))
    const distinct = Int32Array.from(new Set(candidates))
    const sorted = [...distinct].sort((a, b) => scores[b]! - scores[a]! || a - b)
    expect(bestPositions(distinct, scores, 240)).toEqual(sorted.slice(0, 240))
    expect(bestPositions(distinct.subarray(0, 100), scores, 240)).toEqual(
      [...distinct.subarray(0, 100)].sort((a, b) => scores[b]! - scores[a]! || a - b),
    )
  })
})
