import { readFileSync, writeFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { landingRoutes, productRoute, type PublicRoute } from '../lib/navigation/routes'
import { startUpstream } from '../tests/fixtures/upstream/server'
import { staleEverything, TEST_SECRET } from '../tests/support/revalidate'
import { startSite } from '../tests/support/site'
import { embedded } from '../tests/support/catalogue'

/**
 * `npm run soak`: 100 connections for 60 s against a mix of cached pages, while upstream flips
 * between healthy and failing every 10 s and contact messages keep arriving. Passes when no
 * request got a 5xx, every accepted message reached upstream or is still in the outbox, and the
 * server's settled memory at the end is within 15% of its settled memory after warm-up. Needs a build
 * (`npm run build:e2e`); writes bench/results/soak.json.
 */
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = 100
const FLIP_MS = 10_000
const WARM_UP_S = 45

/** Pages of each kind (lib/navigation/routes.ts) whose content comes from upstream, and a company page. */
const pages = [
  '/' satisfies PublicRoute,
  '/products/all' satisfies PublicRoute,
  landingRoutes.fan,
  landingRoutes.light,
  landingRoutes.solar,
  ...(['fan', 'light', 'ac'] as const).map((line) => productRoute(line, embedded[line][0]!.slug)),
  '/about/history' satisfies PublicRoute,
]

/**
 * The server's resident memory once it has settled: V8 collects garbage lazily under load, so an
 * instant reading swings by ±30%. Twenty quiet seconds let its memory reducer run; the lowest of
 * the last ten readings is kept.
 */
async function settledRss(pid: number): Promise<number> {
  const readings: number[] = []
  for (let second = 0; second < 20; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    if (second >= 10) readings.push(rssMegabytes(pid))
  }
  return Math.min(...readings)
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024
}

async function load(url: string, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // In a worker thread, so this process stays free to flip upstream and send messages.
    workers: 1,
    requests: pages.map((path) => ({ method: 'GET', path })),
  })
}

async function main() {
  const upstream = await startUpstream()
  const site = await startSite({
    API_URL: upstream.url,
    API_TIMEOUT_MS: '2000',
    CATALOGUE_RETRY_SECONDS: '2',
    REVALIDATE_SECRET: TEST_SECRET,
    OUTBOX_DIR: 'outbox',
    OUTBOX_POLL_MS: '500',
    OUTBOX_RETRY_BASE_MS: '500',
    CONTACT_LIMIT_PER_CLIENT: '10000',
    CONTACT_LIMIT_TOTAL: '100000',
  })
  const pid = site.pid()!
  try {
    const memory: number[] = []
    const sampler = setInterval(() => memory.push(Math.round(rssMegabytes(pid))), 5000)
    let failing = false
    const flips: string[] = []
    const flipper = setInterval(async () => {
      failing = !failing
      await upstream.setFault(failing ? 'http-500' : 'none')
      flips.push(`${new Date().toISOString()} upstream ${failing ? 'failing' : 'healthy'}`)
      // Make every catalogue page regenerate against upstream as it is now.
      await staleEverything(site.url).catch(() => {})
    }, FLIP_MS)

    // Warm up under the same conditions, so caches and the heap reach their working size first.
    console.log(`Warming up for ${WARM_UP_S} s at ${CONNECTIONS} connections, upstream flipping…`)
    await load(site.url, WARM_UP_S)
    const warmRss = await settledRss(pid)

    let accepted = 0
    let refused = 0
    let sending = true
    const sender = (async () => {
      for (let index = 0; sending; index++) {
        const response = await fetch(`${site.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            senderName: `Soak ${index}`,
            senderEmail: `soak${index}@example.org`,
            messageSubject: 'Soak',
            messageBody: `Message ${index}`,
          }),
        }).catch(() => undefined)
        if (response?.status === 200) accepted++
        else refused++
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()

    console.log(`Soaking for ${DURATION_S} s…`)
    const result = await load(site.url, DURATION_S)
    sending = false
    await sender
    clearInterval(flipper)
    clearInterval(sampler)
    await upstream.setFault('none')
    const endRss = await settledRss(pid)

    // Every accepted message must reach upstream once it is healthy, or still be waiting.
    const deadline = Date.now() + 30_000
    let waiting = await countOutbox(site.dir)
    while (waiting > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      waiting = await countOutbox(site.dir)
    }
    const delivered = upstream.inbox.length
    const lost = accepted - delivered - waiting
    const fiveXx = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0)

    const report = {
      date: new Date().toISOString(),
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      fiveXx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: result.statusCodeStats,
      contact: { accepted, refused, delivered, waiting, lost },
      memoryMb: {
        afterWarmUp: Math.round(warmRss),
        atEnd: Math.round(endRss),
        change: `${(((endRss - warmRss) / warmRss) * 100).toFixed(1)}%`,
        every5s: memory,
      },
      flips,
    }
    writeFileSync('bench/results/soak.json', `${JSON.stringify(report, null, 2)}\n`)
    console.table({
      requests: report.requests,
      'req/s': report.requestsPerSecond,
      'p50 ms': report.latencyMs.p50,
      'p99 ms': report.latencyMs.p99,
      '5xx': fiveXx,
      'messages accepted': accepted,
      'messages delivered': delivered,
      'messages lost': lost,
      'RSS after warm-up MB': report.memoryMb.afterWarmUp,
      'RSS at end MB': report.memoryMb.atEnd,
    })
    const failures = [
      fiveXx > 0 && `${fiveXx} responses were 5xx`,
      lost !== 0 && `${lost} accepted messages are neither upstream nor in the outbox`,
      endRss > warmRss * 1.15 && `memory grew ${report.memoryMb.change}`,
    ].filter(Boolean)
    if (failures.length > 0) {
      console.error(`Soak failed: ${failures.join('; ')}`)
      process.exitCode = 1
    } else console.log('Soak passed.')
  } finally {
    await site.dispose()
    await upstream.close()
  }
}

async function countOutbox(dir: string): Promise<number> {
  const { FileOutbox } = await import('../lib/contact/outbox/file-outbox')
  return (await new FileOutbox(`${dir}/outbox`).list()).length
}

void main()
