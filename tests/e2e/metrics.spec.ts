import { expect, test } from '@playwright/test'
import { type Nginx, startNginx, startSiteBehindNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import type { Site } from '../support/site'

/**
 * The instance's metrics time a page load in seconds, as its client waited for it, and label a
 * request by route template, method, status class and how it was served, never by what the
 * client wrote: 10,000 distinct unknown URLs, slugs, page numbers and search queries, sent
 * through nginx by a thousand clients, add no series to what one request of each kind made.
 */
test.describe.configure({ mode: 'serial' })

let site: Site
let nginx: Nginx
let metricsUrl: string
const CLIENT_HEADER = 'X-Test-Client'

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  metricsUrl = `http://127.0.0.1:${port}/metrics`
  site = await startSiteBehindNginx({ METRICS_PORT: String(port) })
  // Each request says which client it is, as a load balancer in front would, so nginx's
  // per-client limits let the flood through to the instance.
  nginx = await startNginx([site.url], { trustedProxies: ['127.0.0.1'], clientHeader: CLIENT_HEADER })
})
test.afterAll(async () => {
  await nginx?.stop()
  await site?.dispose()
})

/** The site's own series (name and labels), without their values. */
async function siteSeries(): Promise<Set<string>> {
  const text = await (await fetch(metricsUrl)).text()
  return new Set(
    text
      .split('\n')
      .filter((line) => line.startsWith('site_'))
      .map((line) => line.slice(0, line.lastIndexOf(' '))),
  )
}

/** A route's request durations across how it was served: count, sum and each bucket's count by its upper bound. */
async function durations(route: string) {
  const text = await (await fetch(metricsUrl)).text()
  const found = { count: 0, sum: 0, buckets: new Map<number, number>() }
  for (const [, part, labels, value] of text.matchAll(/^site_http_request_duration_seconds_(bucket|sum|count)\{(.*)\} (\S+)$/gm)) {
    if (!labels!.includes(`route="${route}"`)) continue
    if (part === 'bucket') {
      const bound = /le="([^"]+)"/.exec(labels!)![1]!
      const le = bound === '+Inf' ? Infinity : Number(bound)
      found.buckets.set(le, (found.buckets.get(le) ?? 0) + Number(value))
    } else found[part as 'count' | 'sum'] += Number(value)
  }
  return found
}

test('a page load is recorded in seconds, in the bucket of the time the client waited', async () => {
  const before = await durations('/brands')
  const waited: number[] = []
  for (let load = 0; load < 5; load++) {
    const start = performance.now()
    const response = await fetch(`${site.url}/brands`)
    await response.arrayBuffer()
    waited.push((performance.now() - start) / 1000)
    expect(response.status).toBe(200)
  }
  const after = await durations('/brands')
  const [count, sum] = [after.count - before.count, after.sum - before.sum]
  expect(count).toBe(5)
  // Plausible seconds: more than a tenth of a millisecond a page, less than half a minute, and
  // never more than the client waited (milliseconds taken for seconds would be 1,000 times that).
  expect(sum / count).toBeGreaterThan(0.0001)
  expect(sum / count).toBeLessThan(30)
  expect(sum).toBeLessThanOrEqual(waited.reduce((total, seconds) => total + seconds, 0))
  // Every load the client saw answered within a bucket's bound is in that bucket: a sub-second
  // one in the sub-second buckets, not in the 5 or 10 s ones its milliseconds would reach.
  expect([...after.buckets.keys()]).toEqual(expect.arrayContaining([0.005, 0.1, 1, 10, Infinity]))
  for (const [le, inBucket] of after.buckets)
    expect(inBucket - (before.buckets.get(le) ?? 0), `le=${le}`).toBeGreaterThanOrEqual(waited.filter((seconds) => seconds <= le).length)
})

const kinds = [
  (n: number) => `/no-such-page-${n}/x`,
  (n: number) => `/products/fan/no-such-fan-${n}`,
  (n: number) => `/products/light/page/${n + 2}`,
  (n: number) => `/search?q=${encodeURIComponent(`query ${n}`)}`,
  (n: number) => `/api/no-such-api-${n}`,
  (n: number) => `/products/no-such-line-${n}`,
]

async function send(path: string, client: string): Promise<number> {
  const response = await fetch(`${nginx.url}${path}`, { redirect: 'manual', headers: { [CLIENT_HEADER]: client } })
  await response.arrayBuffer()
  return response.status
}

test('10,000 made-up URLs through nginx add no series', async () => {
  test.setTimeout(240_000)
  // One of each kind first: the series a visitor's ordinary mistakes make.
  for (const [index, kind] of kinds.entries()) await send(kind(0), `10.0.0.${index + 1}`)
  const before = await siteSeries()
  expect([...before].some((series) => series.startsWith('site_http_requests_total{route="/search"'))).toBe(true)

  const total = 10_000
  const statuses = new Map<number, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < total) {
        const n = next++
        const status = await send(kinds[n % kinds.length]!(n + 1), `10.1.${Math.floor(n / 250) % 250}.${n % 250}`)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  // The flood reached the instance (nginx refused few of them), and nothing failed.
  expect(statuses.get(429) ?? 0, JSON.stringify([...statuses])).toBeLessThan(total / 10)
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([])

  const after = await siteSeries()
  expect([...after].filter((series) => !before.has(series))).toEqual([])
})
