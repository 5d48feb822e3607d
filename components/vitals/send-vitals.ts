import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import type { VitalsReport } from '@/lib/vitals/report'

let started = false

/**
 * Gathers the page's metrics as web-vitals settles them and sends them in one beacon the first
 * time the page is hidden: the visitor leaves, switches tab or closes it. (Not on pagehide, which
 * comes before the page hides, so before web-vitals settles LCP and CLS: it would split the
 * report.) One beacon a page view, so a tab that comes back and is hidden again never counts twice.
 * Kept small: this and web-vitals are all the page loads for it, after its load event.
 */
export function sendVitals(path: string) {
  // Twice in development's strict mode; once is a page view.
  if (started) return
  started = true
  const metrics: VitalsReport['metrics'] = {}
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(({ name, value }: Metric) => (metrics[name] = value))
  // Registered after web-vitals' own listeners, which settle LCP, CLS and INP as the page hides.
  addEventListener('visibilitychange', function flush() {
    if (document.visibilityState !== 'hidden' || Object.keys(metrics).length === 0) return
    removeEventListener('visibilitychange', flush)
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
    navigator.sendBeacon(
      '/api/vitals',
      JSON.stringify({ path, width: innerWidth, connection: connection?.effectiveType, metrics } satisfies VitalsReport),
    )
  })
}
