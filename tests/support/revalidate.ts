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

/**
 * The `regeneration.batch` events (lib/regeneration) among a server's JSON log lines after the first `since`.
 * @public also read by the bench workspace (bench/regeneration.ts)
 */
export function regenerationBatches(logs: readonly string[], since: number): Array<{ outcomes?: Record<string, string[]> }> {
  return logs.slice(since).flatMap((line) => {
    if (!line.startsWith('{')) return []
    try {
      const event = JSON.parse(line) as { event?: string; outcomes?: Record<string, string[]> }
      return event.event === 'regeneration.batch' ? [event] : []
    } catch {
      return []
    }
  })
}

/** One batch of background regenerations has ended (the queue drained) in the log lines after the first `since`. */
export const regenerationEnded = (logs: readonly string[], since: number) => regenerationBatches(logs, since).length > 0

/**
 * The pages a server logged as rendered again by the webhook's background regeneration (outcome
 * `regenerated`) in the log lines after the first `since`: one `regeneration.batch` event per batch.
 */
export function regeneratedSince(logs: readonly string[], since = 0): Set<string> {
  return new Set(regenerationBatches(logs, since).flatMap((batch) => batch.outcomes?.regenerated ?? []))
}
