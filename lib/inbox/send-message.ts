'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { env } from '@/lib/env'
import { type ContactState, acceptMessage } from './accept'
import { getOutbox, getRateLimiter } from '.'
import { deliverDue } from './worker'

/** The client's address as the front proxy reports it; see README (Contact messages). */
async function clientAddress(): Promise<string> {
  const list = await headers()
  return list.get('x-real-ip') ?? list.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown'
}

/** The contact form's server action; works with or without JavaScript in the browser. */
export async function sendMessage(_: ContactState, formData: FormData): Promise<ContactState> {
  const { CONTACT_LIMIT_PER_CLIENT, CONTACT_LIMIT_TOTAL } = env()
  const outbox = getOutbox()
  return acceptMessage(Object.fromEntries(formData), await clientAddress(), {
    outbox,
    limiter: getRateLimiter(),
    limits: { perClient: CONTACT_LIMIT_PER_CLIENT, total: CONTACT_LIMIT_TOTAL },
    // Delivered right after the reply is sent; the worker retries whatever this cannot deliver.
    onAccepted: () => after(() => (env().API_URL ? deliverDue(outbox).then(() => undefined) : undefined)),
  })
}
