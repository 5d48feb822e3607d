import { healthAnswer } from '@/lib/metrics/health'

export const dynamic = 'force-dynamic'

/**
 * For load balancers and container health checks: `{"status": "ok" | "degraded"}` with 200 while
 * this server can serve pages (it serves cached pages through an upstream or Redis outage, so
 * those are `degraded`, not a failure), `{"status": "down"}` with 503 while it shuts down. The
 * dependencies and the outbox's use only with `Authorization: Bearer <HEALTH_TOKEN>`
 * (lib/metrics/health.ts). Never cached by anyone.
 */
export async function GET(request: Request) {
  const { status, body } = await healthAnswer(request.headers.get('authorization'))
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

export const HEAD = GET
