import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { metrics } from '@/lib/metrics/registry'
import { type Outcome, Regenerator, type RegeneratorOptions } from './regenerator'

type PageState = 'fresh' | 'stale' | 'missing' | 'gone'

/**
 * A real HTTP server that answers as Next does for an ISR page: a stale page is served STALE and
 * rendered behind the answer (for `renderMs`), then served HIT; a missing one is rendered while
 * the request waits (MISS). It counts the renders under way, and every render per path.
 */
async function fakeSite(pages: Record<string, PageState>, renderMs: (path: string) => number = () => 80) {
  const state = { ...pages }
  let rendering = 0
  let mostAtOnce = 0
  const renders: string[] = []
  const render = (path: string) => {
    renders.push(path)
    mostAtOnce = Math.max(mostAtOnce, ++rendering)
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        rendering--
        state[path] = 'fresh'
        resolve()
      }, renderMs(path)).unref(),
    )
  }
  const inFlight = new Set<string>()
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '/'
    const page = state[path] ?? 'gone'
    const answer = (status: number, cache?: string) => {
      response.writeHead(status, cache ? { 'x-nextjs-cache': cache } : {})
      response.end()
    }
    if (page === 'gone') return answer(404)
    if (page === 'fresh') return answer(200, 'HIT')
    if (page === 'missing') {
      await render(path)
      return answer(200, 'MISS')
    }
    if (page === 'stale' && !inFlight.has(path)) {
      inFlight.add(path)
      void render(path).then(() => inFlight.delete(path))
    }
    answer(200, 'STALE')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    state,
    renders,
    mostAtOnce: () => mostAtOnce,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
    regenerator(options: Partial<RegeneratorOptions> = {}) {
      const reports: { done: { path: string; outcome: Outcome }[]; elapsedMs: number }[] = []
      const regenerator = new Regenerator({
        visit: async (path, signal) => {
          const response = await fetch(`${origin}${path}`, { method: 'HEAD', signal })
          return { status: response.status, cache: response.headers.get('x-nextjs-cache') }
        },
        concurrency: 2,
        pageTimeoutMs: 5000,
        pollMs: 10,
        maxQueued: 100,
        report: (done, elapsedMs) => reports.push({ done, elapsedMs }),
        ...options,
      })
      return { regenerator, reports }
    },
  }
}

const outcomes = (done: { path: string; outcome: Outcome }[]) => Object.fromEntries(done.map(({ path, outcome }) => [path, outcome]))

describe('the background regenerator', () => {
  it('waits for each stale page until the new one is served, and says how each page went', async () => {
    const site = await fakeSite({ '/a': 'stale', '/b': 'fresh', '/c': 'missing', '/d': 'gone' })
    const { regenerator, reports } = site.regenerator()
    regenerator.request(['/a', '/b', '/c', '/d'])
    await regenerator.idle()
    await site.close()
    expect(reports).toHaveLength(1)
    expect(outcomes(reports[0]!.done)).toEqual({ '/a': 'regenerated', '/b': 'fresh', '/c': 'rendered', '/d': 'failed' })
    expect(site.state['/a']).toBe('fresh')
  })

  it('never has more renders under way than its concurrency, across webhook calls', async () => {
    const paths = Array.from({ length: 12 }, (_, n) => `/p${n}`)
    const site = await fakeSite(Object.fromEntries(paths.map((path) => [path, 'stale'])))
    const { regenerator, reports } = site.regenerator({ concurrency: 3 })
    regenerator.request(paths.slice(0, 6))
    regenerator.request(paths.slice(6))
    await regenerator.idle()
    await site.close()
    expect(site.mostAtOnce()).toBe(3)
    expect(reports.flatMap((report) => report.done.map(({ outcome }) => outcome))).toEqual(Array(12).fill('regenerated'))
  })

  it('does not queue a page twice while it waits', async () => {
    const site = await fakeSite({ '/a': 'stale', '/b': 'stale', '/c': 'stale' })
    const { regenerator, reports } = site.regenerator({ concurrency: 1 })
    regenerator.request(['/a', '/b', '/c'])
    regenerator.request(['/b', '/c', '/b'])
    await regenerator.idle()
    await site.close()
    expect(site.renders).toEqual(['/a', '/b', '/c'])
    expect(reports[0]!.done.map(({ path }) => path)).toEqual(['/a', '/b', '/c'])
  })

  it('gives up on a page that stays stale, on time, and carries on with the rest', async () => {
    const site = await fakeSite({ '/stuck': 'stale', '/a': 'stale' }, (path) => (path === '/stuck' ? 60_000 : 80))
    const { regenerator, reports } = site.regenerator({ concurrency: 1, pageTimeoutMs: 500 })
    regenerator.request(['/stuck', '/a'])
    await regenerator.idle()
    await site.close()
    expect(outcomes(reports[0]!.done)).toEqual({ '/stuck': 'timed-out', '/a': 'regenerated' })
  })

  it('keeps at most maxQueued pages waiting', async () => {
    const paths = Array.from({ length: 10 }, (_, n) => `/p${n}`)
    const site = await fakeSite(Object.fromEntries(paths.map((path) => [path, 'fresh'])))
    const { regenerator, reports } = site.regenerator({ concurrency: 1, maxQueued: 4 })
    regenerator.request(paths)
    await regenerator.idle()
    await site.close()
    expect(reports[0]!.done.map(({ path }) => path)).toEqual(paths.slice(0, 4))
  })

  it('counts each page by outcome and time, and each webhook call from its arrival to its last page done', async () => {
    const read = async () => {
      const { regenerations, regenerationDuration, webhookToRegenerated } = metrics()
      const pages = (await regenerations.get()).values
      const histogram = async (metric: typeof regenerationDuration) => {
        const values = (await metric.get()).values
        return {
          count: values.find((value) => value.metricName?.endsWith('_count'))?.value ?? 0,
          sum: values.find((value) => value.metricName?.endsWith('_sum'))?.value ?? 0,
        }
      }
      return {
        ok: pages.find((value) => value.labels.outcome === 'ok')?.value ?? 0,
        failed: pages.find((value) => value.labels.outcome === 'failed')?.value ?? 0,
        timed: (await histogram(regenerationDuration)).count,
        calls: await histogram(webhookToRegenerated),
      }
    }
    const site = await fakeSite({ '/a': 'stale', '/b': 'fresh' })
    const { regenerator } = site.regenerator({ concurrency: 1 })
    const before = await read()
    // A call that came 5 s ago, and one now that names /a while it still waits: /a is visited once for both.
    regenerator.request(['/b', '/a', '/gone'], Date.now() - 5000)
    regenerator.request(['/a'])
    await regenerator.idle()
    await site.close()
    const after = await read()
    expect(site.renders).toEqual(['/a'])
    expect({ ok: after.ok - before.ok, failed: after.failed - before.failed, timed: after.timed - before.timed }).toEqual({
      ok: 2,
      failed: 1,
      timed: 3,
    })
    expect(after.calls.count - before.calls.count).toBe(2)
    expect(after.calls.sum - before.calls.sum).toBeGreaterThanOrEqual(5)
    expect(after.calls.sum - before.calls.sum).toBeLessThan(10)
  })

  it('reports a server that does not answer as failed', async () => {
    const site = await fakeSite({})
    await site.close()
    const { regenerator, reports } = site.regenerator()
    regenerator.request(['/a'])
    await regenerator.idle()
    expect(outcomes(reports[0]!.done)).toEqual({ '/a': 'failed' })
  })
})
