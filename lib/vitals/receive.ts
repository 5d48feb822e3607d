import { jsonError } from '@/lib/http/api-responses'
import { readBounded } from '@/lib/http/bounded-body'
import { senderOf } from '@/lib/http/client-address'
import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
import { isCrossOrigin } from '@/lib/proxy/action-call'
import { type VitalsSample, VitalsReportSchema } from './report'
import type { VitalsLimiter } from './rate-limit'

/** A report is about 150 bytes; this leaves room for a long path and nothing else. */
const MAX_REPORT_BYTES = 2048

/**
 * navigator.sendBeacon with a string sends text/plain, a type a browser posts without asking
 * first; application/json is taken too, for tools. Either way the body is JSON.
 */
const REPORT_TYPE = /^(text\/plain|application\/json)\s*(;|$)/i

type Deps = { limiter: VitalsLimiter; proxySecret: string | undefined }

/**
 * A visitor's Web Vitals report (POST /api/vitals), answered 204 once taken. A report that is
 * not one the site's pages send is a 4xx and counts nothing; only valid reports spend the
 * client's allowances, so junk never costs a real visitor theirs. A valid one is a sample only
 * while its sender and its template have samples left (rate-limit.ts); one past them is answered
 * 204 all the same, as a visitor's second product page in ten minutes did nothing wrong and the
 * beacon ignores the answer anyway. Nothing is stored but the histograms' counts, and no answer
 * sets a cookie.
 */
export async function receiveVitals(request: Request, { limiter, proxySecret }: Deps): Promise<Response> {
  // Another site cannot make its visitors report about this one.
  if (isCrossOrigin(request.headers)) return jsonError(403, 'Reports come from pages of this site only.')
  if (!REPORT_TYPE.test(request.headers.get('content-type') ?? ''))
    return jsonError(415, 'Send the report as text/plain or application/json.')
  const body = await readBounded(request, MAX_REPORT_BYTES)
  if (!body) return jsonError(413, `The report is over ${MAX_REPORT_BYTES} bytes.`)
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch {
    return jsonError(400, 'The report is not JSON.')
  }
  const report = VitalsReportSchema.safeParse(json)
  if (!report.success) return jsonError(400, 'Not a Web Vitals report of a page of this site.')

  const taken = await limiter.take({ ...senderOf(request.headers, proxySecret), template: report.data.template })
  if (taken === 'refused' || taken === 'first-refusal') {
    if (taken === 'first-refusal') logEvent('warn', 'rate_limit.refused', { limit: 'vitals' })
    return jsonError(429, 'Too many reports; try again in a minute.', { 'retry-after': '60' })
  }
  if (taken === 'counted') record(report.data)
  return new Response(null, { status: 204 })
}

/** Times arrive in ms and are kept in seconds, as every duration the site exports; CLS has no unit. */
function record({ template, device, connection, metrics: values }: VitalsSample) {
  const labels = { template, device, connection }
  for (const [name, value] of Object.entries(values) as [keyof VitalsSample['metrics'], number | undefined][]) {
    if (value !== undefined) metrics().vitals[name].observe(labels, name === 'CLS' ? value : value / 1000)
  }
}
