import { UpstreamError } from '@/lib/catalogue/http'
import { env } from '@/lib/server/env'
import { metrics } from '@/lib/metrics/registry'
import type { ContactMessage } from './message'

/**
 * POST a message to upstream's inbox. Upstream's HTTP 200 means delivered; the body is not read.
 * The call is counted as the catalogue's are (lib/catalogue/http.ts), under kind `inbox`, its
 * failure an UpstreamError with the same outcomes.
 */
export async function deliverMessage(message: ContactMessage): Promise<void> {
  const started = performance.now()
  let outcome: UpstreamError['outcome'] | 'ok' = 'ok'
  try {
    await post(message)
  } catch (error) {
    outcome = error instanceof UpstreamError ? error.outcome : 'unreachable'
    throw error
  } finally {
    const { upstreamCalls, upstreamDuration } = metrics()
    upstreamCalls.inc({ kind: 'inbox', outcome })
    upstreamDuration.observe({ kind: 'inbox' }, (performance.now() - started) / 1000)
  }
}

async function post(message: ContactMessage): Promise<void> {
  const { API_URL, API_TIMEOUT_MS } = env()
  if (!API_URL) throw new UpstreamError('API_URL is not set', 'unreachable')
  let response: Response
  try {
    response = await fetch(`${API_URL}/api/inbox/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      cache: 'no-store',
    })
  } catch (error) {
    // By name: the abort's DOMException need not be an Error of this realm.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError')
      throw new UpstreamError(`no answer within ${API_TIMEOUT_MS} ms`, 'timeout')
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
    throw new UpstreamError(`unreachable (${error instanceof Error ? error.message : String(error)}${cause})`, 'unreachable')
  }
  await response.body?.cancel()
  if (response.status !== 200) throw new UpstreamError(`upstream answered HTTP ${response.status}`, 'http_error')
}
