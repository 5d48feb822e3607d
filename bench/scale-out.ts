import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Nginx, startNginx, startNginxStatic } from '../tests/support/nginx'
import { type RedisServer, startRedis } from '../tests/support/redis'
import { type Site, startSite } from '../tests/support/site'
import { FIXED_RATE_SHARE, getAsSent, measure, measureAtRate, type Throughput } from './throughput'

export const scaleOutTargets = {
  one: 'next start ×1',
  proxied: 'nginx → next start ×2',
  microCache: 'nginx micro-cache → next start ×2',
  static: 'nginx static file',
  fixedRate: `nginx micro-cache, fixed rate (${FIXED_RATE_SHARE * 100}% of its maximum)`,
  staticFixedRate: 'nginx static file, the same fixed rate',
} as const

/** Rounds of micro-cache and static file measured in turn: a slow spell of a shared machine hits both alike. */
const ROUNDS = 5
const ROUND_SECONDS = Math.max(2, Math.round(Number(process.env.BENCH_SECONDS ?? 20) / 4))

/** The page as nginx sends it to a browser, in bytes. */
export type PageAsSent = { brotliBytes: number; gzipBytes: number; plainBytes: number; headerBytes: number }

export type ScaleOut = {
  sharedCache: boolean
  /** One run of each setup; the micro-cache and the static file as the medians of their rounds. */
  runs: Throughput[]
  /**
   * Each round, micro-cache and static file one after the other: requests per second, and the
   * CPU time nginx's workers spent per request, in µs, which a busy machine disturbs less.
   */
  rounds: { microCache: number; static: number; microCacheCpuUs: number; staticCpuUs: number }[]
  /** The micro-cache's requests per second over the static file's, median of the rounds. */
  microCacheShare: number
  /** The static file's CPU per request over the micro-cache's, median of the rounds. */
  microCacheCpuShare: number
  /** Requests per second sent in the fixed-rate run. */
  fixedRate: number
  page: PageAsSent
  /** Every product page of the bench as the micro-cache sends it, the measured page among them. */
  productPages: (PageAsSent & { path: string })[]
}

const redisInstalled = () => spawnSync(process.env.REDIS_SERVER_PATH ?? 'redis-server', ['--version']).status === 0
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * One prerendered page served four ways, every load run asking for `gzip, br` as browsers do:
 * one `next start`; two behind nginx (deploy/nginx/site.conf) without and with its HTML
 * micro-cache; and the very bytes the micro-cache sends, brotli-compressed, as a file served by
 * nginx itself, the ceiling here. The micro-cache and the file are measured in turns, and the
 * micro-cache and the file once more at a fixed share of the micro-cache's maximum, for their
 * latency when not saturated.
 * The instances share one Redis (REDIS_URL) when redis-server is installed, as deployed.
 */
export async function measureScaleOut(page: string, productPages: string[]): Promise<ScaleOut> {
  const redis: RedisServer | undefined = redisInstalled() ? await startRedis() : undefined
  const env: Record<string, string> = redis ? { REDIS_URL: redis.url } : {}
  const sites: Site[] = []
  const servers: Nginx[] = []
  const folder = mkdtempSync(path.join(tmpdir(), 'scale-out-'))
  const nginx = async (start: Promise<Nginx>) => {
    const server = await start
    servers.push(server)
    await warm(`${server.url}${page}`)
    return server
  }
  try {
    for (let i = 0; i < 2; i++) sites.push(await startSite(env))
    for (const site of sites) await warm(`${site.url}${page}`)
    const urls = sites.map((site) => site.url)
    const runs = [await measure(scaleOutTargets.one, `${urls[0]}${page}`)]
    const proxied = await nginx(startNginx(urls, { microCache: false }))
    runs.push(await measure(scaleOutTargets.proxied, `${proxied.url}${page}`))
    await proxied.stop()

    const microCache = await nginx(startNginx(urls))
    // The bytes the micro-cache sends for each encoding, as files beside each other, so nginx
    // serving them sends the same bytes in the same encoding (brotli_static, gzip_static).
    const file = path.join(folder, 'page.html')
    const { brotli, gzip, plain } = await encodingsAsSent(`${microCache.url}${page}`)
    writeFileSync(file, plain.body)
    writeFileSync(`${file}.br`, brotli.body)
    writeFileSync(`${file}.gz`, gzip.body)
    const pagesAsSent: ScaleOut['productPages'] = []
    for (const path of productPages) {
      await warm(`${microCache.url}${path}`)
      pagesAsSent.push({ path, ...pageAsSent(await encodingsAsSent(`${microCache.url}${path}`)) })
    }
    const ceiling = await nginx(startNginxStatic(file))

    const cacheRuns: Throughput[] = []
    const staticRuns: Throughput[] = []
    const rounds: ScaleOut['rounds'] = []
    for (let round = 0; round < ROUNDS; round++) {
      const file = await withCpu(ceiling, () => measure(scaleOutTargets.static, `${ceiling.url}${page}`, ROUND_SECONDS))
      const cached = await withCpu(microCache, () => measure(scaleOutTargets.microCache, `${microCache.url}${page}`, ROUND_SECONDS))
      staticRuns.push(file.run)
      cacheRuns.push(cached.run)
      rounds.push({
        microCache: cached.run.requestsPerSecond,
        static: file.run.requestsPerSecond,
        microCacheCpuUs: cached.cpuUs,
        staticCpuUs: file.cpuUs,
      })
    }
    runs.push(medianRun(cacheRuns), medianRun(staticRuns))
    const fixedRate = Math.round(median(rounds.map((round) => round.microCache)) * FIXED_RATE_SHARE)
    runs.push(await measureAtRate(scaleOutTargets.fixedRate, `${microCache.url}${page}`, fixedRate))
    // The same rate at the file: the latency of this machine, its load generator and nginx
    // alone, against which the micro-cache's is read.
    runs.push(await measureAtRate(scaleOutTargets.staticFixedRate, `${ceiling.url}${page}`, fixedRate))
    return {
      sharedCache: redis !== undefined,
      runs,
      rounds,
      microCacheShare: median(rounds.map((round) => round.microCache / round.static)),
      microCacheCpuShare: median(rounds.map((round) => round.staticCpuUs / round.microCacheCpuUs)),
      fixedRate,
      page: pageAsSent({ brotli, gzip, plain }),
      productPages: pagesAsSent,
    }
  } finally {
    for (const server of servers) await server.stop()
    for (const site of sites) await site.dispose()
    await redis?.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A page in each encoding a browser may get, checked to be the encoding asked for. */
async function encodingsAsSent(url: string) {
  const [brotli, gzip, plain] = await Promise.all(['br', 'gzip', ''].map((encoding) => getAsSent(url, encoding)))
  if (brotli!.encoding !== 'br' || gzip!.encoding !== 'gzip' || plain!.encoding) throw new Error(`${url}: not sent in the encoding asked`)
  return { brotli: brotli!, gzip: gzip!, plain: plain! }
}

function pageAsSent({ brotli, gzip, plain }: Awaited<ReturnType<typeof encodingsAsSent>>): PageAsSent {
  return { brotliBytes: brotli.body.length, gzipBytes: gzip.body.length, plainBytes: plain.body.length, headerBytes: brotli.headerBytes }
}

/** The round with the median requests per second, as the setup's one figure; answers other than 2xx of all of them. */
function medianRun(runs: Throughput[]): Throughput {
  const middle = runs.find((run) => run.requestsPerSecond === median(runs.map((each) => each.requestsPerSecond)))!
  return { ...middle, non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0) }
}

/** A run, and the CPU time nginx's workers spent on each of its requests, in µs. */
async function withCpu(nginx: Nginx, measureIt: () => Promise<Throughput>) {
  const before = workersCpuMs(nginx.pid)
  const run = await measureIt()
  const requests = run.requestsPerSecond * ROUND_SECONDS
  return { run, cpuUs: requests ? Math.round(((workersCpuMs(nginx.pid) - before) * 1000) / requests) : NaN }
}

/** CPU time the children of a process (nginx's workers) have used, in ms, from Linux's /proc (10 ms ticks). */
function workersCpuMs(parent: number): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // After the command's closing parenthesis: state, ppid, ... utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[1]) === parent) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10
}

/** A few requests first, so the page is rendered and cached wherever it can be before timing. */
async function warm(url: string) {
  for (let i = 0; i < 5; i++) {
    for (const encoding of ['gzip, br', 'gzip', '']) await getAsSent(url, encoding)
  }
}
