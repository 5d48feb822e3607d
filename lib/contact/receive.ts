import 'server-only'
import { after } from 'next/server'
import { env } from '@/lib/server/env'
import { type ContactOutcome, acceptMessage } from './acceptance'
import { senderOf } from '@/lib/http/client-address'
import { tokenOf } from './form-tokens'
import { getOutbox, getRateLimiter, getSpentTokens } from './process-stores'
import { deliverDue } from './worker'

/**
 * Where a contact message enters, from the form (action.ts) or the JSON endpoint
 * (app/api/contact/route.ts). Its way from here:
 * - acceptance.ts checks it (fields.ts, message.ts), spends the token of form-token.ts it carries
 *   (spent-tokens.ts: a token carries one message), counts it against the limits of its
 *   client-address.ts (rate-limit.ts; from the share kept for the form when it carries a good
 *   token) and stores it in the outbox/ before anyone is told "sent";
 * - right after the reply, worker.ts hands what is due to delivery.ts, which posts it upstream;
 *   the worker of every process (started in instrumentation.ts) retries what upstream refused.
 * process-stores.ts holds the one outbox and limiter of the process; `npm run inbox` lists the
 * outbox (inbox-listing.ts).
 */
export function receiveMessage(fields: Record<string, unknown>, headers: Headers): Promise<ContactOutcome> {
  const sender = senderOf(headers, env().PROXY_SECRET)
  const outbox = getOutbox()
  const token = tokenOf(fields, sender)
  return acceptMessage(
    fields,
    { ...sender, ...(token.state === 'good' && { formToken: { token: token.token, expiresAt: token.expiresAt } }) },
    {
      outbox,
      limiter: getRateLimiter(),
      spentTokens: getSpentTokens(),
      onAccepted: () =>
        after(async () => {
          if (env().API_URL) await deliverDue(outbox)
        }),
    },
  )
}
