import { getOutbox } from '@/lib/contact/process-stores'
import { checkHealth } from '@/lib/health'

export const dynamic = 'force-dynamic'

/**
 * For load balancers and container health checks: 200 while this server can serve pages (it
 * serves cached pages through an upstream or Redis outage, so those report `degraded`, not a
 * failure), with the state of each dependency and how full the contact outbox is. Never cached
 * by anyone.
 */
export async function GET() {
  return Response.json(await checkHealth(getOutbox()), { headers: { 'cache-control': 'no-store' } })
}

export const HEAD = GET
