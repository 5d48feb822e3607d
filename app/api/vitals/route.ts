import { env } from '@/lib/server/env'
import { vitalsLimiter } from '@/lib/vitals/process-limiter'
import { receiveVitals } from '@/lib/vitals/receive'

/**
 * Visitors' Web Vitals, one beacon a page view (components/vitals/): 204 once counted; 400, 403,
 * 413, 415 and 429 as lib/vitals/receive.ts says.
 */
export function POST(request: Request) {
  return receiveVitals(request, { limiter: vitalsLimiter(), proxySecret: env().PROXY_SECRET })
}
