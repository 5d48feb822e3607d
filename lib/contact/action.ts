'use server'

import { headers } from 'next/headers'
import { type ContactOutcome, formFields } from './acceptance'
import { receiveMessage } from './receive'

/** The form's state: nothing sent yet, or the last outcome; `at` tells two equal outcomes apart. */
export type ContactFormState = { status: 'idle' } | (ContactOutcome & { at: number })

/** The contact form's server action; works with or without JavaScript in the browser. */
export async function sendMessage(_: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return { ...(await receiveMessage(formFields(formData), await headers())), at: Date.now() }
}
