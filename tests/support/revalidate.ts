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

/** Mark every catalogue page stale, so the next visits regenerate them from upstream. */
export async function staleEverything(siteUrl: string) {
  const response = await callWebhook(siteUrl, { tags: ['products', 'logos:happy-customer', 'logos:channel-partner'] })
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
}
