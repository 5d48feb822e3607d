import type { JsRun } from './js-size'
import type { LighthouseRun } from './lighthouse'
import { scaleOutTargets } from './scale-out'
import type { Throughput } from './throughput'

/**
 * The budgets; `npm run bench` exits non-zero when one is missed. Page figures are read against
 * the floor (bench/floor-app) measured in the same run: this machine is too noisy, and too
 * shared, for absolute ones.
 */
export const budgets = {
  /** Lighthouse mobile performance may be this many points under the floor's. */
  mobilePerformanceUnderFloor: 1,
  homeMobilePerformanceUnderFloor: 2,
  desktopPerformance: 100,
  otherCategories: 100,
  cls: 0,
  /** Mobile LCP may be this much later than the floor's. */
  mobileLcpOverFloorMs: 500,
  /** First-load JavaScript of any route may be this much more than the floor's, gzip. */
  routeJsOverFloorKb: 12,
  cachedPageP99Ms: 50,
  /** nginx's micro-cache, as a share of nginx serving the page as a file (without it: about 1%). */
  microCacheShareOfStatic: 0.25,
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
      const under = page.path === '/' ? budgets.homeMobilePerformanceUnderFloor : budgets.mobilePerformanceUnderFloor
      if (page.performance < base.performance - under)
        misses.push(`${label}: performance ${page.performance} < floor ${base.performance} − ${under}`)
      if (page.lcpMs > base.lcpMs + budgets.mobileLcpOverFloorMs)
        misses.push(`${label}: LCP ${page.lcpMs} ms > floor ${base.lcpMs} + ${budgets.mobileLcpOverFloorMs} ms`)
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

function checkJs({ floorKb, routes }: JsRun): string[] {
  const misses: string[] = []
  const ceiling = floorKb + budgets.routeJsOverFloorKb
  for (const route of routes) {
    const kb = route.gzipBytes / 1024
    if (kb > ceiling)
      misses.push(`${route.route}: ${kb.toFixed(1)} kB of JavaScript > floor ${floorKb} + ${budgets.routeJsOverFloorKb} kB`)
    if (route.hasCarousel && !carouselRoutes.has(route.route)) misses.push(`${route.route}: loads carousel code without a carousel`)
    if (route.hasMarquee && !marqueeRoutes.has(route.route)) misses.push(`${route.route}: loads marquee code without a marquee`)
  }
  return misses
}

export function checkBudgets(results: { lighthouse?: LighthouseRun; js?: JsRun; throughput?: Throughput[]; scaleOut?: Throughput[] }): string[] {
  const misses: string[] = [
    ...(results.lighthouse ? checkLighthouse(results.lighthouse) : []),
    ...(results.js ? checkJs(results.js) : []),
  ]
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
