import type { RouteJs } from './js-size'
import type { LighthouseScores } from './lighthouse'
import { listCount, type ScalePoint } from './scale'
import { scaleOutTargets } from './scale-out'
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
  /** nginx's micro-cache, as a share of nginx serving the page as a file (without it: about 1%). */
  microCacheShareOfStatic: 0.25,
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
  const microCache = results.scaleOut?.find((run) => run.target === scaleOutTargets.microCache)
  const ceiling = results.scaleOut?.find((run) => run.target === scaleOutTargets.static)
  if (microCache && ceiling && microCache.requestsPerSecond < ceiling.requestsPerSecond * budgets.microCacheShareOfStatic) {
    misses.push(
      `${microCache.target}: ${microCache.requestsPerSecond} requests/s < ${budgets.microCacheShareOfStatic * 100}% of ${ceiling.target}'s ${ceiling.requestsPerSecond}`,
    )
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
