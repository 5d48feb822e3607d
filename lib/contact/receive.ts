import 'server-only'
import { after } from 'next/server'
import { env } from '@/lib/env'
import { type ContactState, acceptMessage } from './acceptance'
import { clientAddress } from './client-address'
import { getOutbox, getRateLimiter } from './process-stores'
import { deliverDue } from './worker'

/**
 * Accept a contact message from the form or the JSON endpoint: store it, answer, then deliver
 * it right after the reply; the worker retries whatever cannot be delivered now.
 */
export function receiveMessage(fields: Record<string, unknown>, headers: Headers): Promise<ContactState> {
  const { PROXY_SECRET } = env()
  const outbox = getOutbox()
  return acceptMessage(fields, clientAddress(headers, PROXY_SECRET), {
    outbox,
    limiter: getRateLimiter(),
    onAccepted: () =>
      after(async () => {
        if (env().API_URL) await deliverDue(outbox)
      }),
  })
}
