/** `a` ranks before `b`: a higher score, or the same score and an earlier position (the catalogue's order). */
const before = (scores: Float64Array, a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b)

/**
 * The `limit` best of the candidate positions by score, best first. A heap of the best so far
 * keeps this to one pass over the candidates, however many thousands matched.
 */
export function bestPositions(candidates: Int32Array, scores: Float64Array, limit: number): number[] {
  // A heap whose root is the worst of the best kept.
  const heap: number[] = []
  const sink = (from: number) => {
    for (let at = from; ;) {
      const [left, right] = [2 * at + 1, 2 * at + 2]
      let worst = at
      if (left < heap.length && before(scores, heap[worst]!, heap[left]!)) worst = left
      if (right < heap.length && before(scores, heap[worst]!, heap[right]!)) worst = right
      if (worst === at) return
      ;[heap[at], heap[worst]] = [heap[worst]!, heap[at]!]
      at = worst
    }
  }
  for (const position of candidates) {
    if (heap.length < limit) {
      heap.push(position)
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1
        if (!before(scores, heap[parent]!, heap[at]!)) break
        ;[heap[at], heap[parent]] = [heap[parent]!, heap[at]!]
        at = parent
      }
    } else if (limit > 0 && before(scores, position, heap[0]!)) {
      heap[0] = position
      sink(0)
    }
  }
  return heap.sort((a, b) => (before(scores, a, b) ? -1 : 1))
}
