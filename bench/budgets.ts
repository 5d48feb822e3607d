import type { RouteJs } from './js-size'
import type { LighthouseScores } from './lighthouse'
import { listCount, type ScalePoint } from './scale'
import { type ScaleOut, scaleOutTargets } from './scale-out'
import type { Throughput } from './throughput'

/** The budgets of issue 7; `npm run bench` exits non-zero when one is missed. */
export const budgets = {
  mobilePerformance: 100,
  homeMobilePerformance: 95,
  otherCategories: 100,
  cls: 0,
  detailPageJsKb: 110,
  anyRouteJsKb: 150,
  cachedPageP99Ms: 50,
} as const

/** Routes that render a carousel, the marquee: only they may load that code. */
const carouselRoutes = new Set(['/products/fan', '/products/light', '/products/solar', '/brands'])
const marqueeRoutes = new Set(['/', '/products/all'])

export function checkBudgets(results: {
  lighthouse?: LighthouseScores[]
  js?: (RouteJs & { hasCarousel: boolean; hasMarquee: boolean })[]
  throughput?: Throughput[]
  scaleOut?: Throughput[]
}): string[] {
  const misses: string[] = []
  for (const page of results.lighthouse ?? []) {
    const label = `${page.path} (${page.preset})`
    if (page.preset === 'mobile') {
      const needed = page.path === '/' ? budgets.homeMobilePerformance : budgets.mobilePerformance
      if (page.performance < needed) misses.push(`${label}: performance ${page.performance} < ${needed}`)
    }
    for (const [name, score] of [
      ['accessibility', page.accessibility],
      ['best practices', page.bestPractices],
      ['SEO', page.seo],
    ] as const) {
      if (score < budgets.otherCategories) misses.push(`${label}: ${name} ${score} < 100`)
    }
    if (page.cls > budgets.cls) misses.push(`${label}: CLS ${page.cls} > 0`)
  }
  for (const route of results.js ?? []) {
    const kb = route.gzipBytes / 1024
    if (kb > budgets.anyRouteJsKb) misses.push(`${route.route}: ${kb.toFixed(1)} kB of JavaScript > ${budgets.anyRouteJsKb}`)
    const isDetail = /^\/products\/(fan|light|solar|ac|frp)\/[^/]+$/.test(route.route)
    if (isDetail && kb > budgets.detailPageJsKb)
      misses.push(`${route.route}: ${kb.toFixed(1)} kB > ${budgets.detailPageJsKb} for a detail page`)
    if (route.hasCarousel && !carouselRoutes.has(route.route)) misses.push(`${route.route}: loads carousel code without a carousel`)
    if (route.hasMarquee && !marqueeRoutes.has(route.route)) misses.push(`${route.route}: loads marquee code without a marquee`)
  }
  for (const run of results.throughput ?? []) {
    if (run.target === 'next start' && run.p99Ms >= budgets.cachedPageP99Ms) {
      misses.push(`cached product page: p99 ${run.p99Ms} ms ≥ ${budgets.cachedPageP99Ms} ms`)
    }
  }
  for (const run of results.scaleOut ?? []) {
    if (run.non2xx > 0) misses.push(`${run.target}: ${run.non2xx} answers other than 2xx`)
  }
  return misses
}

// --- Bytes on the wire and the nginx micro-cache (bench/scale-out.ts), each read against the
// same run's reference.

/** What nginx sends and how the micro-cache holds up, as a browser asks (`Accept-Encoding: gzip, br`). */
export const wireBudgets = {
  /** The product page's HTML as sent (brotli), in kB. */
  productPageHtmlKb: 11,
  /** Requests per second through the micro-cache, as a share of nginx sending the same bytes from a file. */
  microCacheShareOfStatic: 0.8,
  /** p99 through the micro-cache at a fixed rate of 30% of its measured maximum. */
  fixedRateP99Ms: 20,
} as const

export function checkWireBudgets(scaleOut: ScaleOut | undefined): string[] {
  if (!scaleOut) return []
  const misses: string[] = []
  const kb = scaleOut.page.brotliBytes / 1024
  if (kb > wireBudgets.productPageHtmlKb)
    misses.push(`product page HTML as sent: ${kb.toFixed(1)} kB (brotli) > ${wireBudgets.productPageHtmlKb} kB`)
  if (scaleOut.microCacheShare < wireBudgets.microCacheShareOfStatic) {
    misses.push(
      `${scaleOutTargets.microCache}: ${(scaleOut.microCacheShare * 100).toFixed(0)}% of ${scaleOutTargets.static}'s requests/s < ${wireBudgets.microCacheShareOfStatic * 100}%`,
    )
  }
  const fixedRate = scaleOut.runs.find((run) => run.target === scaleOutTargets.fixedRate)
  if (fixedRate && fixedRate.p99Ms >= wireBudgets.fixedRateP99Ms) {
    misses.push(`${fixedRate.target}, ${scaleOut.fixedRate} requests/s: p99 ${fixedRate.p99Ms} ms ≥ ${wireBudgets.fixedRateP99Ms} ms`)
  }
  return misses
}

// Catalogue scale (issue 18): what growing the catalogue may cost a build.

/** The budgets of `next build` as the catalogue grows (the bench's `scale` part). */
export const scaleBudgets = {
  /** Build time at 5,000 products, as a multiple of the time at 1,000. */
  time5000Over1000: 2,
  /** Items Next's data cache refused ("items over 2MB can not be cached"). */
  itemsOver2Mb: 0,
  /** Upstream calls beyond one per list and one per product. */
  extraCalls: 20,
} as const

export function checkScaleBudgets(points: readonly ScalePoint[]): string[] {
  const misses: string[] = []
  const at = (products: number) => points.find((point) => point.products === products)
  const [thousand, fiveThousand] = [at(1000), at(5000)]
  if (thousand && fiveThousand && fiveThousand.buildSeconds > thousand.buildSeconds * scaleBudgets.time5000Over1000) {
    misses.push(
      `build at 5,000 products: ${fiveThousand.buildSeconds} s > ${scaleBudgets.time5000Over1000} × ${thousand.buildSeconds} s at 1,000`,
    )
  }
  for (const point of points) {
    if (point.itemsOver2Mb > scaleBudgets.itemsOver2Mb)
      misses.push(`build at ${point.products} products: ${point.itemsOver2Mb} items over 2MB`)
    const calls = point.calls.list + point.calls.fetch + point.calls.logos
    const allowed = listCount + point.products + scaleBudgets.extraCalls
    if (calls > allowed)
      misses.push(
        `build at ${point.products} products: ${calls} upstream calls > ${allowed} (lists + products + ${scaleBudgets.extraCalls})`,
      )
  }
  return misses
}
