import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type DetailCategory, detailCategories } from '../lib/catalogue/schemas'
import { landingRoutes, productRoute, type PublicRoute } from '../lib/navigation/routes'
import { embedded } from '../tests/support/catalogue'
import { startNginx } from '../tests/support/nginx'
import { startSite } from '../tests/support/site'
import { type Floor, startFloor } from './floor'
import { type HomeBytesRun, measureHomeBytes } from './home-bytes'
import { chunkFile, type JsRun, measureJs, measureVitalsScript } from './js-size'
import { type LighthouseRun, type LighthouseSample, lighthouseSample, summarize, warmUp } from './lighthouse'
import { measureMetricsCost } from './metrics-cost'
import { measurePageCacheBytes } from './page-cache-bytes'
import { buildAtScale, parseScaleSize, type ScalePoint } from './scale'
import { measureScaleOut } from './scale-out'
import { checkResultsDoc, report } from './report'
import { FIXED_RATE_SHARE, getAsSent, measure, measureAtRate, staticServer, type Throughput, throughputTargets } from './throughput'

/**
 * `npm run bench`: Lighthouse, first-load JavaScript, throughput, the home page's bytes on a
 * phone, catalogue scale, scale-out behind nginx and what request metrics cost, written to bench/results/*.json and
 * docs/performance.md, checked against the budgets. Lighthouse and JavaScript are measured with
 * the framework's floor (bench/floor-app) in the same run, which the budgets read them against.
 * Not part of npm test.
 *   --runs N          Lighthouse mobile runs per page (default 9, the median is kept): a page's
 *                     mobile score moves by up to 11 points from run to run on this machine
 *   --desktop-runs N  desktop runs per page (default 3): its budgets are the top of the scale
 *   --only a,b        some of: lighthouse, js, throughput, home-bytes, scale, scale-out, metrics,
 *                     page-cache (the floor comes with lighthouse and js)
 *   --pages /,/contact  Lighthouse on these pages only (default: every page below)
 *   --metrics-rounds N  rounds of the metrics part (default 12): on a busy machine its median moves
 *                     by a few percent with 12, against a budget of 2
 *   --sizes a,b       catalogue sizes of the scale part (default 1000,5000,20000,20000:light; n:line puts
 *                     all n products in one line)
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    'desktop-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
    'metrics-rounds': { type: 'string', default: '12' },
    pages: { type: 'string' },
    sizes: { type: 'string', default: '1000,5000,20000,20000:light' },
  },
})
const parts = ['lighthouse', 'js', 'throughput', 'home-bytes', 'scale', 'scale-out', 'metrics', 'page-cache']
const only = new Set(values.only?.split(',') ?? parts)
// A misspelt part would otherwise measure nothing and still pass.
const unknownParts = [...only].filter((part) => !parts.includes(part))
if (unknownParts.length) throw new Error(`--only takes some of ${parts.join(', ')}; not ${unknownParts.join(', ')}`)
function wholeNumber(option: string, value: string) {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${option} takes a whole number, not ${value}`)
  return number
}
const runs = { mobile: wholeNumber('runs', values.runs), desktop: wholeNumber('desktop-runs', values['desktop-runs']) }
const metricsRounds = wholeNumber('metrics-rounds', values['metrics-rounds'])
const results = path.resolve('bench/results')

/** A line's first product page. */
const detail = (line: DetailCategory) => productRoute(line, embedded[line][0]!.slug)
/** One product page of each line with product pages; the HTML budget is read on each. */
const productPages = detailCategories.map(detail)
/**
 * Lighthouse's pages, one of each kind of lib/navigation/routes.ts: the home page, the products page, the
 * landings and a product page of each line with product pages, a company page and the contact page.
 */
const pages = [
  '/' satisfies PublicRoute,
  '/products/all' satisfies PublicRoute,
  ...Object.values(landingRoutes),
  ...productPages,
  '/about/history' satisfies PublicRoute,
  '/contact' satisfies PublicRoute,
]
const lighthousePages = values.pages?.split(',') ?? pages

const save = (name: string, data: unknown) => writeFileSync(path.join(results, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`)

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No build: run `npm run build:e2e` (npm run bench does).')
  checkResultsDoc()
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
  const stamp = { date: new Date().toISOString(), machine }

  let floor: Floor | undefined
  if (only.has('lighthouse') || only.has('js')) {
    console.log('Building the floor app…')
    floor = await startFloor()
  }
  const site = ['lighthouse', 'throughput', 'home-bytes'].some((part) => only.has(part)) ? await startSite({}) : undefined
  try {
    if (floor && only.has('js')) {
      const routes = measureJs().map((route) => {
        const code = route.chunks.map((chunk) => readFileSync(chunkFile('.next', chunk), 'utf8')).join('\n')
        return { ...route, hasCarousel: code.includes('swiper-slide'), hasMarquee: code.includes('animate-marquee') }
      })
      const vitals = measureVitalsScript(routes)
      save('js', { ...stamp, data: { floorKb: floor.firstLoadJsKb, routes, vitals } satisfies JsRun })
    }
    if (floor && site && only.has('lighthouse')) {
      const run: LighthouseRun = { floor: [], pages: [] }
      for (const preset of ['mobile', 'desktop'] as const) {
        const targets = [
          { path: '/', url: floor.url, isFloor: true },
          ...lighthousePages.map((page) => ({ path: page, url: `${site.url}${page}`, isFloor: false })),
        ]
        for (const target of targets) await warmUp(target.url, preset)
        const samples = targets.map(() => [] as LighthouseSample[])
        // Round by round, the floor first in each: every page meets the same moments of a
        // machine other work is loading.
        for (let round = 0; round < runs[preset]; round++) {
          for (const [index, target] of targets.entries()) samples[index]!.push(await lighthouseSample(target.url, preset))
        }
        for (const [index, target] of targets.entries()) {
          const score = summarize(target.path, preset, samples[index]!)
          if (target.isFloor) run.floor.push(score)
          else run.pages.push(score)
          console.log(
            `${preset.padEnd(7)} ${String(score.performance).padStart(3)}  LCP ${String(score.lcpMs).padStart(5)} ms  ${target.isFloor ? 'floor' : target.path}`,
          )
        }
        // After every preset: a run stopped halfway keeps what it measured.
        save('lighthouse', { ...stamp, runsPerPage: runs, data: run })
      }
    }
    if (site && only.has('throughput')) {
      const page = detail('light')
      // The bytes next start sends a browser (gzip, made on every request), from a plain server too.
      const plain = await staticServer(await getAsSent(`${site.url}${page}`))
      try {
        const saturated = await measure(throughputTargets.next, `${site.url}${page}`)
        const runsOut: Throughput[] = [saturated, await measure(throughputTargets.static, plain.url)]
        // Saturated, 50 connections wait their turn on 2 cores (Little's law), so the latency
        // budget is read at a rate the server keeps up with, beside the plain server at that rate.
        const rate = Math.round(saturated.requestsPerSecond * FIXED_RATE_SHARE)
        runsOut.push(await measureAtRate(throughputTargets.nextFixedRate, `${site.url}${page}`, rate))
        runsOut.push(await measureAtRate(throughputTargets.staticFixedRate, plain.url, rate))
        save('throughput', { ...stamp, page, connections: 50, data: runsOut })
      } finally {
        await plain.close()
      }
    }
    if (site && only.has('home-bytes')) {
      // The budget is read as a phone gets the page in production: through nginx, in brotli.
      const nginx = await startNginx([site.url])
      try {
        const data: HomeBytesRun = { nginx: await measureHomeBytes(nginx.url), nextStart: await measureHomeBytes(site.url) }
        save('home-bytes', { ...stamp, data })
      } finally {
        await nginx.stop()
      }
    }
  } finally {
    await site?.dispose()
    floor?.close()
  }

  if (only.has('metrics')) {
    // The throughput part's page, on two servers of its own: metrics off and on.
    save('metrics', { ...stamp, data: await measureMetricsCost(detail('light'), metricsRounds) })
  }

  if (only.has('page-cache')) save('page-cache', { ...stamp, data: await measurePageCacheBytes() })

  if (only.has('scale-out')) {
    const page = detail('light')
    save('scale-out', { ...stamp, page, connections: 50, data: await measureScaleOut(page, productPages) })
  }

  if (only.has('scale')) {
    const points: ScalePoint[] = []
    for (const { products, oneLine } of values.sizes.split(',').map(parseScaleSize)) {
      console.log(`Building against ${products} products${oneLine ? ` in the ${oneLine} line` : ''}…`)
      points.push(await buildAtScale(products, oneLine))
      // After every size: a run stopped halfway (the largest take long) keeps what it measured.
      save('scale', { ...stamp, data: points })
    }
  }

  report()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
