import { captureLog } from '@/tests/support/log'

type UpstreamLog = typeof import('./upstream-log')

/** A process's upstream log of its own: the state lives on globalThis, made by the first import. */
function freshLog(): UpstreamLog {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('arkvolt.upstream-log')]
  let loaded!: UpstreamLog
  jest.isolateModules(() => {
    loaded = jest.requireActual<UpstreamLog>('./upstream-log')
  })
  return loaded
}

const RETRY_MS = 30_000
const list = 'GET /api/product/list/solar'
const product = (slug: string) => `GET /api/product/fetch/${slug}`

let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
  process.env.CATALOGUE_RETRY_SECONDS = String(RETRY_MS / 1000)
})
afterEach(() => {
  log.restore()
  delete process.env.CATALOGUE_RETRY_SECONDS
})

describe('upstream log: the last good copies in use', () => {
  it('counts every copy served while upstream fails, the oldest from its last success', () => {
    const { reportHealthy, reportProblem, upstreamState } = freshLog()
    reportHealthy(list, 1_000)
    reportHealthy(product('vayu'), 2_000)
    reportProblem(list, 'HTTP 500', 'last good answer', 10_000)
    reportProblem(product('vayu'), 'HTTP 500', 'cached answer', 11_000)
    reportProblem(product('made-up'), 'HTTP 500', 'nothing kept', 12_000)
    // Long after, with nothing served since: upstream still fails, so the pages still show them.
    expect(upstreamState(10_000_000)).toEqual({ up: false, lastGood: { list: 1, product: 1, oldestSince: 1_000 } })
  })

  it('stops counting a copy no page was given within a retry period of upstream answering again', () => {
    const { reportHealthy, reportProblem, upstreamState } = freshLog()
    reportProblem(product('vayu'), 'HTTP 500', 'last good answer', 0)
    reportProblem(product('surya'), 'HTTP 500', 'last good answer', 0)
    // Upstream answers a list at 100 s; neither product is fetched again.
    reportHealthy(list, 100_000)
    expect(upstreamState(100_000 + RETRY_MS - 1).lastGood).toMatchObject({ product: 2, oldestSince: 0 })
    // One is served once more just before the period ends: it counts a period from then.
    const served = 100_000 + RETRY_MS - 1
    reportProblem(product('surya'), 'HTTP 500', 'last good answer', served)
    expect(upstreamState(served + 1).lastGood).toEqual({ list: 0, product: 1, oldestSince: 0 })
    expect(upstreamState(served + RETRY_MS - 1).lastGood.product).toBe(1)
    expect(upstreamState(served + RETRY_MS).lastGood).toEqual({ list: 0, product: 0, oldestSince: undefined })
  })

  it('logs a failure after its copy went out of use as a new one', () => {
    const { reportHealthy, reportProblem } = freshLog()
    reportProblem(product('vayu'), 'HTTP 500', 'last good answer', 0)
    reportProblem(product('vayu'), 'timeout', 'last good answer', 5_000)
    reportHealthy(list, 10_000)
    reportProblem(product('vayu'), 'HTTP 500', 'last good answer', 10_000 + RETRY_MS)
    expect(log.lines('error')).toEqual([
      `${product('vayu')}: HTTP 500 (last good answer)`,
      `${product('vayu')}: HTTP 500 (last good answer)`,
    ])
  })

  it('keeps at most 20,000 calls in each map, dropping the least recently reported', () => {
    const { MAX_CALLS, reportHealthy, reportProblem, upstreamState } = freshLog()
    reportHealthy(product('vayu'), 0)
    // A cold outage's made-up slugs, each fetched once: past the bound, the oldest go.
    for (let slug = 0; slug < MAX_CALLS; slug++) {
      reportHealthy(product(`made-up-${slug}`), 1)
      reportProblem(product(`made-up-${slug}`), 'HTTP 500', 'last good answer', 2)
    }
    expect(upstreamState(3).lastGood).toEqual({ list: 0, product: MAX_CALLS, oldestSince: 1 })
    reportProblem(product('vayu'), 'HTTP 500', 'last good answer', 4)
    // Its success was dropped: its copy is known to be as old as its failure alone.
    expect(upstreamState(5).lastGood).toEqual({ list: 0, product: MAX_CALLS, oldestSince: 1 })
    expect(log.events.filter((event) => event.event === 'upstream.failure')).toHaveLength(MAX_CALLS + 1)
  })
})
