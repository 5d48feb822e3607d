import 'server-only'
import { after } from 'next/server'
import { env } from '@/lib/server/env'
import { type ContactOutcome, acceptMessage } from './acceptance'
import { senderOf } from '@/lib/http/client-address'
import { carriesFormToken } from './form-token-key'
import { getOutbox, getRateLimiter } from './process-stores'
import { deliverDue } from './worker'

/**
 * Where a contact message enters, from the form (action.ts) or the JSON endpoint
 * (app/api/contact/route.ts). Its way from here:
 * - acceptance.ts checks it (fields.ts, message.ts), counts it against the limits of its
 *   lib/http/client-address.ts (rate-limit.ts; from the share kept for the form when it carries a token
 *   of form-token.ts) and stores it in the outbox/ before anyone is told "sent";
 * - right after the reply, worker.ts hands what is due to delivery.ts, which posts it upstream;
 *   the worker of every process (started in instrumentation.ts) retries what upstream refused.
 * process-stores.ts holds the one outbox and limiter of the process; `npm run inbox` lists the
 * outbox (inbox-listing.ts).
 */
export function receiveMessage(fields: Record<string, unknown>, headers: Headers): Promise<ContactOutcome> {
  const sender = senderOf(headers, env().PROXY_SECRET)
  const outbox = getOutbox()
  return acceptMessage(
    fields,
    { ...sender, tokened: carriesFormToken(fields, sender) },
    {
      outbox,
      limiter: getRateLimiter(),
      onAccepted: () =>
        after(async () => {
          if (env().API_URL) await deliverDue(outbox)
        }),
    },
  )
}
