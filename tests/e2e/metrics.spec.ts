import { expect, test } from '@playwright/test'
import { type Nginx, startNginx, startSiteBehindNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import type { Site } from '../support/site'

/**
 * The instance's metrics label a request by route template, method, status class and how it was
 * served, never by what the client wrote: 10,000 distinct unknown URLs, slugs, page numbers and
 * search queries, sent through nginx by a thousand clients, add no series to what one request of
 * each kind made.
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
