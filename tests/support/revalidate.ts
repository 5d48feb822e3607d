/** The webhook secret the tests' servers are started with. */
export const TEST_SECRET = 'test-secret-for-the-revalidation-webhook'

/** Call the revalidation webhook as a marketer's tool would. */
export function callWebhook(siteUrl: string, body: unknown, secret = TEST_SECRET) {
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify(body),
  })
}

/**
 * Mark every catalogue page stale, so the next visits regenerate them from upstream; when upstream
 * answers the webhook's probe, the server also regenerates them itself, in the background: the
 * answer's `regenerating` lists them.
 */
export async function staleEverything(siteUrl: string): Promise<{ regenerating: string[] }> {
  const response = await callWebhook(siteUrl, { tags: ['products', 'logos:happy-customer', 'logos:channel-partner'] })
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
  return (await response.json()) as { regenerating: string[] }
}

/** One batch of background regenerations has ended (the queue drained) in the log lines after the first `since`. */
export const regenerationEnded = (logs: readonly string[], since: number) => logs.slice(since).some((line) => line.includes('[regenerate]'))

/**
 * The pages a server logged as rendered again by the webhook's background regeneration (outcome
 * `regenerated`) in the log lines after the first `since`: one `[regenerate]` line per batch.
 */
export function regeneratedSince(logs: readonly string[], since = 0): Set<string> {
  const lines = logs.slice(since).filter((line) => line.includes('[regenerate]'))
  return new Set(lines.flatMap((line) => [...line.matchAll(/(\/[^\s,]*) regenerated/g)].map((match) => match[1]!)))
}
