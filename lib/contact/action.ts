'use server'

import { headers } from 'next/headers'
import { type ContactState, formFields } from './acceptance'
import { receiveMessage } from './receive'

/** The contact form's server action; works with or without JavaScript in the browser. */
export async function sendMessage(_: ContactState, formData: FormData): Promise<ContactState> {
  return receiveMessage(formFields(formData), await headers())
}
