'use server'

import { headers } from 'next/headers'
import type { ContactState } from './accept'
import { clientAddress, submitContact } from './submit'

/** The contact form's server action; works with or without JavaScript in the browser. */
export async function sendMessage(_: ContactState, formData: FormData): Promise<ContactState> {
  const fields = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string'))
  return submitContact(fields, clientAddress(await headers()))
}
