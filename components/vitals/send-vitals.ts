import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import type { VitalsReport } from '@/lib/vitals/report'

let started = false

/**
 * Gathers the page's metrics as web-vitals settles them and sends them in one beacon when the
 * page is hidden: the visitor leaves, switches tab or closes it. (Not on pagehide, which comes
 * before the page hides, so before web-vitals settles LCP and CLS: it would split the report.)
 * Each metric is sent once a page view, so a tab that comes back and is hidden again never
 * counts twice; a page restored from the back/forward cache is a new view.
 */
export function sendVitals(path: string) {
  // Twice in development's strict mode; once is a page view.
  if (started) return
  started = true
  const pending = new Map<Metric['name'], Metric>()
  const sent = new Set<string>()
  const keep = (metric: Metric) => {
    if (!sent.has(metric.id)) pending.set(metric.name, metric)
  }
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep)

  const flush = () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
    const report: VitalsReport = {
      path,
      width: window.innerWidth,
      connection: connection?.effectiveType,
      metrics: Object.fromEntries([...pending.values()].map((metric) => [metric.name, metric.value])),
    }
    navigator.sendBeacon('/api/vitals', JSON.stringify(report))
    for (const metric of pending.values()) sent.add(metric.id)
    pending.clear()
  }
  // Registered after web-vitals' own listeners, which settle LCP, CLS and INP as the page hides.
  window.addEventListener('visibilitychange', flush)
}
