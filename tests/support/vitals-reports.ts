import { metrics } from '@/lib/metrics/registry'
import type { VitalsReport } from '@/lib/vitals/report'

/** Web Vitals reports as lib/vitals/receive.ts is handed them, and what they add to the histograms. */

export const PROXY_SECRET = 'a-proxy-secret-of-the-tests'

export const report = (overrides: Record<string, unknown> = {}): VitalsReport =>
  ({
    path: '/products/fan/technozen-vayu-lite-bldc-fan',
    width: 1280,
    connection: '4g',
    metrics: { LCP: 1234 },
    ...overrides,
  }) as VitalsReport

export function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/vitals', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', host: 'localhost:3000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Each metric a report may carry, and the histogram it is counted in. */
const HISTOGRAMS = {
  LCP: 'site_web_vitals_lcp_seconds',
  INP: 'site_web_vitals_inp_seconds',
  FCP: 'site_web_vitals_fcp_seconds',
  TTFB: 'site_web_vitals_ttfb_seconds',
  CLS: 'site_web_vitals_cls',
} as const
export type VitalName = keyof typeof HISTOGRAMS

/** The samples the histogram of `metric` holds under `labels` (all of them without). */
export async function countOf(metric: VitalName, labels?: string): Promise<number> {
  const name = HISTOGRAMS[metric]
  return (await metrics().registry.getSingleMetricAsString(name))
    .split('\n')
    .filter((line) => line.startsWith(labels ? `${name}_count{${labels}}` : `${name}_count`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)
}

/** The samples of every histogram together: what "counted nothing" is read from. */
export const allSamples = async () =>
  (await Promise.all((Object.keys(HISTOGRAMS) as VitalName[]).map((metric) => countOf(metric)))).reduce((a, b) => a + b, 0)

/** Every vitals histogram emptied, before each test of a file that counts. */
export const resetVitals = () => Object.values(metrics().vitals).forEach((histogram) => histogram.reset())
