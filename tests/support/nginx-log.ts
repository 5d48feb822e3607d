import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { type Nginx, siteConf } from './nginx'

// Reading what nginx logged (deploy/nginx/site.conf's `site` format, one JSON object a line)
// against its own limits.

/** One access log line. Empty strings where nginx had nothing: `upstream` "" is nginx's own answer. */
const AccessLogEntrySchema = z.object({
  /** $time_iso8601: the request's end, in whole seconds. */
  time: z.string(),
  request_id: z.string(),
  client: z.string(),
  method: z.string(),
  /** The path as sent, without the query. */
  path: z.string(),
  protocol: z.string(),
  status: z.number().int(),
  bytes_sent: z.number().int(),
  /** Seconds, to the millisecond. */
  request_time: z.number(),
  upstream: z.string(),
  upstream_status: z.string(),
  cache: z.string(),
  user_agent: z.string(),
})
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>

/** The access log of an nginx started by support/nginx.ts, each line parsed. */
export const accessEntries = (nginx: Pick<Nginx, 'accessLog'>): AccessLogEntry[] =>
  nginx.accessLog().map((line) => AccessLogEntrySchema.parse(JSON.parse(line)))

/**
 * The most requests nginx's `limit_req` zone (deploy/nginx/site.conf: its rate and burst) can
 * have let through of these, one client's access log entries: burst + 1 at once, and one more per
 * period of the rate between the first request's start and the last one's end, by nginx's own
 * clock, which is the one it decides by. (`time` is logged in whole seconds at a request's end,
 * `request_time` before it.) A test's own clock would not do: a loaded nginx may date a request
 * before the test started sending it.
 */
export function mostLetThrough(entries: AccessLogEntry[], zone: string): number {
  const conf = readFileSync(siteConf, 'utf8')
  const rate = new RegExp(`limit_req_zone \\S+ zone=${zone}:\\S+ rate=(\\d+)r/([sm]);`).exec(conf)
  const burst = new RegExp(`limit_req zone=${zone} burst=(\\d+)`).exec(conf)
  if (!rate || !burst) throw new Error(`No limit_req zone ${zone} in ${siteConf}`)
  const perMs = Number(rate[1]) / (rate[2] === 'm' ? 60_000 : 1000)
  const spans = entries.map((entry) => {
    const end = Date.parse(entry.time)
    if (Number.isNaN(end)) throw new Error(`No time in: ${JSON.stringify(entry)}`)
    return { start: end - entry.request_time * 1000, end: end + 1000 }
  })
  const span = Math.max(...spans.map(({ end }) => end)) - Math.min(...spans.map(({ start }) => start))
  return Number(burst[1]) + 1 + Math.floor(span * perMs)
}
