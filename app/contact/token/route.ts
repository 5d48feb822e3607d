import { jsonError } from '@/lib/http/api-responses'
import { senderOf } from '@/lib/http/client-address'
import { issueTokenTo } from '@/lib/contact/form-tokens'
import { env } from '@/lib/server/env'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'cache-control': 'private, no-store' }

/**
 * The contact form's token (lib/contact/form-token.ts), fetched by the form's script when a
 * visitor starts on it. Not in the page itself: the pages with the form are static and cached by
 * every layer, so a token there would be one for every visitor, issued at build. Never cached.
 * Issued on a budget per client, per network and in all (lib/contact/token-budget.ts): past it,
 * 429 with Retry-After, and the visitor's message counts as one without a token.
 */
export async function GET(request: Request) {
  const issued = await issueTokenTo(senderOf(request.headers, env().PROXY_SECRET))
  if (issued.token !== undefined) return Response.json({ token: issued.token }, { headers: NO_STORE })
  const seconds = String(Math.max(1, Math.ceil(issued.retryAfterMs / 1000)))
  return jsonError(429, `Too many form tokens; please try again in ${seconds} seconds.`, { ...NO_STORE, 'retry-after': seconds })
}
