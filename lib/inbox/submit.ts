import 'server-only'
import { after } from 'next/server'
import { env } from '@/lib/env'
import { type ContactState, acceptMessage } from './accept'
import { getOutbox, getRateLimiter } from '.'
import { deliverDue } from './worker'

/** The client's address as the front proxy reports it (see README: Contact messages). */
export function clientAddress(headers: Headers): string {
  return headers.get('x-real-ip')?.trim() || headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}

/**
 * Accept a contact message from the form or the JSON endpoint: store it, answer, then deliver
 * it right after the reply; the worker retries whatever cannot be delivered now.
 */
export function submitContact(fields: Record<string, unknown>, client: string): Promise<ContactState> {
  const { CONTACT_LIMIT_PER_CLIENT, CONTACT_LIMIT_TOTAL } = env()
  const outbox = getOutbox()
  return acceptMessage(fields, client, {
    outbox,
    limiter: getRateLimiter(),
    limits: { perClient: CONTACT_LIMIT_PER_CLIENT, total: CONTACT_LIMIT_TOTAL },
    onAccepted: () =>
      after(async () => {
        if (env().API_URL) await deliverDue(outbox)
      }),
  })
}
