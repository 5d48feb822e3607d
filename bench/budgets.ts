import type { HomeBytesRun } from './home-bytes'
import type { JsRun } from './js-size'
import type { LighthouseRun } from './lighthouse'
import type { MetricsCost } from './metrics-cost'
import type { PageCacheBytes } from './page-cache-bytes'
import { listCount, type ScalePoint } from './scale'
import { type ScaleOut, scaleOutTargets } from './scale-out'
import { type Throughput, throughputTargets } from './throughput'

/**
 * The budgets; `npm run bench` exits non-zero when one is missed. Page figures are read against
 * the floor (bench/floor-app) measured in the same run: this machine is too noisy, and too
 * shared, for absolute ones.
 */
export const budgets = {
  /** Lighthouse mobile performance (simulated) may be this many points under the floor's. */
  mobilePerformanceUnderFloor: 1,
  desktopPerformance: 100,
  otherCategories: 100,
  cls: 0,
  /** Mobile LCP, simulated, may be this much later than the floor's. */
  mobileLcpOverFloorMs: 500,
  /** Mobile LCP observed in a browser slowed to Lighthouse's phone may be this much later than the floor's. */
  observedLcpOverFloorMs: 500,
  /** First-load JavaScript of any route may be this much more than the floor's, gzip. */
  routeJsOverFloorKb: 12,
  /** p99 of a cached product page on next start at a fixed rate, 30% of its maximum. */
  cachedPageP99Ms: 50,
  /** More CPU a cached page request may take with request metrics on (METRICS_PORT) than off, in percent. */
  metricsOverheadPercent: 2,
  /** What the Web Vitals reporter fetches after the load event, gzip; in no route's first load. */
  vitalsScriptKb: 2.5,
  /**
   * A page's entry in the cache Redis, in kB: the smallest product page's entry before entries were
   * compressed (the FRP page, 241.7 kB on 2026-11-29; the fan page was 303.2 kB), so no page's
   * entry may grow back past what the lightest one took then.
   */
  pageCacheEntryKb: 241.7,
} as const

/** Routes that render a carousel, the marquee: only they may load that code. */
const carouselRoutes = new Set(['/products/fan', '/products/light', '/products/solar', '/brands'])
const marqueeRoutes = new Set(['/', '/products/all'])

function checkLighthouse({ floor, pages }: LighthouseRun): string[] {
  const misses: string[] = []
  for (const page of pages) {
    const label = `${page.path} (${page.preset})`
    const base = floor.find((score) => score.preset === page.preset)
    if (!base) {
      misses.push(`${label}: no floor measured in the same run`)
      continue
    }
    if (page.preset === 'mobile') {
      const under = budgets.mobilePerformanceUnderFloor
      if (page.performance < base.performance - under)
        misses.push(`${label}: performance ${page.performance} < floor ${base.performance} − ${under}`)
      if (page.lcpMs > base.lcpMs + budgets.mobileLcpOverFloorMs)
        misses.push(`${label}: LCP ${page.lcpMs} ms > floor ${base.lcpMs} + ${budgets.mobileLcpOverFloorMs} ms`)
      if (page.observedLcpMs > base.observedLcpMs + budgets.observedLcpOverFloorMs)
        misses.push(`${label}: observed LCP ${page.observedLcpMs} ms > floor ${base.observedLcpMs} + ${budgets.observedLcpOverFloorMs} ms`)
    } else if (page.performance < budgets.desktopPerformance) {
      misses.push(`${label}: performance ${page.performance} < ${budgets.desktopPerformance}`)
    }
    for (const [name, score] of [
      ['accessibility', page.accessibility],
      ['best practices', page.bestPractices],
      ['SEO', page.seo],
    ] as const) {
      if (score < budgets.otherCategories) misses.push(`${label}: ${name} ${score} < ${budgets.otherCategories}`)
    }
    if (page.cls > budgets.cls) misses.push(`${label}: CLS ${page.cls} > ${budgets.cls}`)
  }
  return misses
}

function checkJs({ floorKb, routes, vitals }: JsRun): string[] {
  const misses: string[] = []
  if (!vitals) misses.push('no web-vitals chunk measured')
  else {
    const kb = vitals.gzipBytes / 1024
    if (kb > budgets.vitalsScriptKb) misses.push(`Web Vitals script: ${kb.toFixed(2)} kB > ${budgets.vitalsScriptKb} kB`)
    if (vitals.inFirstLoad.length) misses.push(`Web Vitals script in the first load of ${vitals.inFirstLoad.join(', ')}`)
  }
  const ceiling = floorKb + budgets.routeJsOverFloorKb
  for (const route of routes) {
    const kb = route.gzipBytes / 1024
    if (kb > ceiling) misses.push(`${route.route}: ${kb.toFixed(1)} kB of JavaScript > floor ${floorKb} + ${budgets.routeJsOverFloorKb} kB`)
    if (route.hasCarousel && !carouselRoutes.has(route.route)) misses.push(`${route.route}: loads carousel code without a carousel`)
    if (route.hasMarquee && !marqueeRoutes.has(route.route)) misses.push(`${route.route}: loads marquee code without a marquee`)
  }
  return misses
}

export function checkBudgets(results: {
  lighthouse?: LighthouseRun
  js?: JsRun
  throughput?: Throughput[]
  scaleOut?: Throughput[]
  metricsCost?: MetricsCost
  pageCache?: PageCacheBytes
}): string[] {
  const misses: string[] = [
    ...(results.pageCache ?? [])
      .filter(({ bytes }) => bytes / 1024 > budgets.pageCacheEntryKb)
      .map(({ path, bytes }) => `${path}: page cache entry ${(bytes / 1024).toFixed(1)} kB > ${budgets.pageCacheEntryKb} kB`),
    ...(results.lighthouse ? checkLighthouse(results.lighthouse) : []),
    ...(results.js ? checkJs(results.js) : []),
    ...(results.metricsCost ? checkMetricsCost(results.metricsCost) : []),
  ]
  for (const run of results.throughput ?? []) {
    if (run.target === throughputTargets.nextFixedRate && run.p99Ms >= budgets.cachedPageP99Ms) {
      misses.push(`cached product page at a fixed rate: p99 ${run.p99Ms} ms ≥ ${budgets.cachedPageP99Ms} ms`)
    }
  }
  for (const run of results.scaleOut ?? []) {
    if (run.non2xx > 0) misses.push(`${run.target}: ${run.non2xx} answers other than 2xx`)
  }
  return misses
}

function checkMetricsCost({ overheadPercent, sentToOn, counted }: MetricsCost): string[] {
  const misses: string[] = []
  if (overheadPercent > budgets.metricsOverheadPercent)
    misses.push(`metrics on: ${overheadPercent.toFixed(1)}% more CPU a cached page request > ${budgets.metricsOverheadPercent}%`)
  // Else the run compared two servers that did not count, or did not serve the page from cache.
  if (counted.total < sentToOn * 0.9) misses.push(`metrics on: ${counted.total} requests counted of about ${sentToOn} sent`)
  if (counted.hit < counted.total * 0.9) misses.push(`metrics on: ${counted.hit} of ${counted.total} requests served from the page cache`)
  return misses
}

// --- Bytes on the wire and the nginx micro-cache (bench/scale-out.ts), each read against the
// same run's reference.

/** What nginx sends and how the micro-cache holds up, as a browser asks (`Accept-Encoding: gzip, br`). */
export const wireBudgets = {
  /**
   * Each product page's HTML as sent (brotli), in kB: 11 kB of its own and the critical CSS its
   * first paint needs (6.6 kB), which before came in the 13 kB stylesheet ahead of any paint.
   */
  productPageHtmlKb: 18,
  /** Requests per second through the micro-cache, as a share of nginx sending the same bytes from a file. */
  microCacheShareOfStatic: 0.8,
  /** p99 through the micro-cache at a fixed rate of 30% of its measured maximum. */
  fixedRateP99Ms: 20,
} as const

export function checkWireBudgets(scaleOut: ScaleOut | undefined): string[] {
  if (!scaleOut) return []
  const misses: string[] = []
  for (const page of scaleOut.productPages) {
    const kb = page.brotliBytes / 1024
    if (kb > wireBudgets.productPageHtmlKb)
      misses.push(`${page.path}: HTML as sent ${kb.toFixed(1)} kB (brotli) > ${wireBudgets.productPageHtmlKb} kB`)
  }
  if (scaleOut.microCacheShare < wireBudgets.microCacheShareOfStatic) {
    misses.push(
      `${scaleOutTargets.microCache}: ${(scaleOut.microCacheShare * 100).toFixed(0)}% of ${scaleOutTargets.static}'s requests/s < ${wireBudgets.microCacheShareOfStatic * 100}%`,
    )
  }
  const fixedRate = scaleOut.runs.find((run) => run.target === scaleOutTargets.fixedRate)
  const staticFixedRate = scaleOut.runs.find((run) => run.target === scaleOutTargets.staticFixedRate)
  if (fixedRate && fixedRate.p99Ms >= wireBudgets.fixedRateP99Ms) {
    const reference = staticFixedRate ? ` (${staticFixedRate.target}: p99 ${staticFixedRate.p99Ms} ms)` : ''
    misses.push(
      `${fixedRate.target}, ${scaleOut.fixedRate} requests/s: p99 ${fixedRate.p99Ms} ms ≥ ${wireBudgets.fixedRateP99Ms} ms${reference}`,
    )
  }
  return misses
}

// Catalogue scale (issues 18 and 38): what growing the catalogue may cost a build and its pages.

/** The budgets of `next build` as the catalogue grows (the bench's `scale` part). */
export const scaleBudgets = {
  /** Build time at 20,000 products (spread, or in one line), as a multiple of the time at 1,000. */
  time20000Over1000: 1.2,
  /** Items Next's data cache refused ("items over 2MB can not be cached"), and entries written over 2 MB. */
  itemsOver2Mb: 0,
  /** Upstream calls beyond one per list and one per product. */
  extraCalls: 20,
  /** Every landing's and later grid page's HTML, its inline payload included, in kB, at every size. */
  listPageKb: 150,
  /** The largest first product page of a line, as a multiple of the same at 1,000 products. */
  productPageOver1000: 1.1,
} as const

const sizeLabel = (point: ScalePoint) => `${point.products} products${point.oneLine ? ` in ${point.oneLine}` : ''}`

export function checkScaleBudgets(points: readonly ScalePoint[]): string[] {
  const misses: string[] = []
  const thousand = points.find((point) => point.products === 1000 && !point.oneLine)
  for (const point of points) {
    const label = `build at ${sizeLabel(point)}`
    if (thousand && point.products === 20_000 && point.buildSeconds > thousand.buildSeconds * scaleBudgets.time20000Over1000) {
      misses.push(`${label}: ${point.buildSeconds} s > ${scaleBudgets.time20000Over1000} × ${thousand.buildSeconds} s at 1,000`)
    }
    if (point.itemsOver2Mb + (point.cacheItemsOver2Mb ?? 0) > scaleBudgets.itemsOver2Mb)
      misses.push(`${label}: ${point.itemsOver2Mb} items refused and ${point.cacheItemsOver2Mb ?? 0} written over 2MB`)
    const calls = point.calls.list + point.calls.fetch + point.calls.logos
    const allowed = listCount + point.products + scaleBudgets.extraCalls
    if (calls > allowed) misses.push(`${label}: ${calls} upstream calls > ${allowed} (lists + products + ${scaleBudgets.extraCalls})`)
    for (const [page, bytes] of [
      ['largest landing', point.largestLandingBytes],
      ['largest later grid page', point.largestGridPageBytes ?? 0],
    ] as const) {
      if (bytes / 1024 > scaleBudgets.listPageKb)
        misses.push(`${label}: ${page} ${(bytes / 1024).toFixed(0)} kB of HTML > ${scaleBudgets.listPageKb} kB`)
    }
    const product = point.largestProductPageBytes
    if (thousand?.largestProductPageBytes && product && product > thousand.largestProductPageBytes * scaleBudgets.productPageOver1000)
      misses.push(
        `${label}: product page ${(product / 1024).toFixed(1)} kB > ${scaleBudgets.productPageOver1000} × ${(thousand.largestProductPageBytes / 1024).toFixed(1)} kB at 1,000`,
      )
  }
  return misses
}

// --- The home page on a phone (bench/home-bytes.ts).

export const homeBudgets = {
  /** What a phone downloads for the home page before its load event, in kB. */
  bytesBeforeLoadKb: 250,
} as const

/** Read on the page as nginx sends it, as phones get it in production. */
export function checkHomeBudgets(run: HomeBytesRun | undefined): string[] {
  if (!run) return []
  const home = run.nginx
  const misses: string[] = []
  const kb = home.bytes / 1024
  if (kb > homeBudgets.bytesBeforeLoadKb)
    misses.push(`home on a phone: ${kb.toFixed(1)} kB before load > ${homeBudgets.bytesBeforeLoadKb} kB`)
  if (home.videoRequested) misses.push('home on a phone: video requested before load')
  return misses
}
