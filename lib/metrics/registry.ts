import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { processSingleton } from '@/lib/server/process-singleton'

/**
 * Every metric an instance exports, in one registry per process (the proxy, the routes and the
 * instrumentation hook are bundled apart but count into the same one). Label values come from
 * fixed lists in this code, never from what a client sends, so no request can add a series
 * (docs/operations.md lists them with their alerts).
 */

/** Seconds, from a cached page (a millisecond) to a render that waited on upstream. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Web Vitals in seconds: 2.5 is the LCP line Google calls good, 4 the one it calls poor. */
const VITALS_SECONDS_BUCKETS = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20]
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]

function makeMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const vitalLabels = ['template', 'device', 'connection'] as const
  const vital = (name: string, help: string, buckets = VITALS_SECONDS_BUCKETS) =>
    new Histogram({ name, help, labelNames: vitalLabels, buckets, registers: [registry] })
  return {
    registry,
    httpRequests: new Counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by route template, method, status class and how they were served.',
      labelNames: ['route', 'method', 'status', 'served'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route template and how it was served.',
      labelNames: ['route', 'served'] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    upstreamCalls: new Counter({
      name: 'site_upstream_calls_total',
      help: 'Calls to the upstream catalogue API, by kind and outcome.',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'site_upstream_call_duration_seconds',
      help: 'Time an upstream call took, by kind.',
      labelNames: ['kind'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    webhookCalls: new Counter({
      name: 'site_webhook_calls_total',
      help: 'Calls of the revalidation webhook, by outcome.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    regenerations: new Counter({
      name: 'site_regenerations_total',
      help: 'Pages regenerated after a webhook call, by outcome.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    regenerationDuration: new Histogram({
      name: 'site_regeneration_duration_seconds',
      help: 'Time to regenerate one page after a webhook call.',
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    webhookToRegenerated: new Histogram({
      name: 'site_webhook_to_regenerated_seconds',
      help: 'Time from a webhook call to the last of its pages regenerated.',
      buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [registry],
    }),
    contactAccepted: new Counter({
      name: 'site_contact_accepted_total',
      help: 'Contact messages accepted (stored in the outbox).',
      registers: [registry],
    }),
    contactRefused: new Counter({
      name: 'site_contact_refused_total',
      help: 'Contact messages refused, by reason.',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    rateLimitLocal: new Counter({
      name: 'site_rate_limit_local_total',
      help: "Takes of the contact limits counted in this instance's memory, as the shared Redis failed or was slow.",
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
    deliveries: new Counter({
      name: 'site_contact_deliveries_total',
      help: 'Deliveries of contact messages to upstream, by outcome.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    searchQueries: new Counter({ name: 'site_search_queries_total', help: 'Product searches answered.', registers: [registry] }),
    searchDuration: new Histogram({
      name: 'site_search_duration_seconds',
      help: 'Time the search index took to answer a query.',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers: [registry],
    }),
    indexNowCalls: new Counter({
      name: 'site_indexnow_calls_total',
      help: 'Calls to the IndexNow endpoint, by outcome: accepted, refused, throttled or failed.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    vitals: {
      LCP: vital('site_web_vitals_lcp_seconds', "Real visitors' Largest Contentful Paint."),
      INP: vital('site_web_vitals_inp_seconds', "Real visitors' Interaction to Next Paint."),
      FCP: vital('site_web_vitals_fcp_seconds', "Real visitors' First Contentful Paint."),
      TTFB: vital('site_web_vitals_ttfb_seconds', "Real visitors' Time to First Byte."),
      CLS: vital('site_web_vitals_cls', "Real visitors' Cumulative Layout Shift.", CLS_BUCKETS),
    },
  }
}

export type Metrics = ReturnType<typeof makeMetrics>

export const metrics = (): Metrics => processSingleton('metrics', makeMetrics)

/**
 * A gauge read when Prometheus scrapes: `read` gives its current value(s), from counters the code
 * keeps (never a recount per scrape). Registered once per process and name.
 */
export function scrapedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () =>
    Promise<Array<{ labels?: Partial<Record<L, string>>; value: number }>> | Array<{ labels?: Partial<Record<L, string>>; value: number }>,
): void {
  const { registry } = metrics()
  if (registry.getSingleMetric(name)) return
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset()
      const values = await read()
      // A gauge without labels is reset to 0, not emptied: a read of nothing must export nothing.
      if (values.length === 0 && labelNames.length === 0) this.remove()
      for (const { labels, value } of values) {
        if (labels) this.set(labels as Partial<Record<L, string | number>>, value)
        else this.set(value)
      }
    },
  })
}
