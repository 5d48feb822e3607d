import { env } from '@/lib/env'
import type { ContactMessage } from './message'

/** POST a message to upstream's inbox. Upstream's HTTP 200 means delivered; the body is not read. */
export async function deliverMessage(message: ContactMessage): Promise<void> {
  const { API_URL, API_TIMEOUT_MS } = env()
  if (!API_URL) throw new Error('API_URL is not set')
  const response = await fetch(`${API_URL}/api/inbox/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    cache: 'no-store',
  })
  await response.body?.cancel()
  if (response.status !== 200) throw new Error(`upstream answered HTTP ${response.status}`)
}
