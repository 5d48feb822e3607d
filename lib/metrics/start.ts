import type { Server } from 'node:http'
import { env, siteUrlWarning } from '@/lib/server/env'
import { logEvent } from '@/lib/log/log.mjs'
import { observeHttpRequests } from './http-requests'
import { registerScrapedGauges } from './scraped-gauges'
import { startMetricsServer } from './server'
import { healthDetails } from '@/lib/metrics/health'

/**
 * What an instance does for its operators as it starts: every request counted and given its id,
 * the metrics read at scrape time registered, the metrics server started (METRICS_PORT), and a
 * start without SITE_URL said once.
 */
export async function startObservability(): Promise<void> {
  const { METRICS_PORT, METRICS_HOST } = env()
  let metricsServer: Server | undefined
  // Without a metrics server nobody could read the request counts: requests then only get their ids.
  observeHttpRequests((server) => server === metricsServer, { count: METRICS_PORT !== undefined })
  registerScrapedGauges()
  if (METRICS_PORT !== undefined) metricsServer = await startMetricsServer(METRICS_HOST, METRICS_PORT, healthDetails)
  const warning = siteUrlWarning()
  if (warning) logEvent('warn', 'config.warning', {}, warning)
}
