'use server'

import { headers } from 'next/headers'
import { type ContactState, formFields } from './accept'
import { submitContact } from './submit'

/** The contact form's server action; works with or without JavaScript in the browser. */
export async function sendMessage(_: ContactState, formData: FormData): Promise<ContactState> {
  return submitContact(formFields(formData), await headers())
}
