'use server'

import { headers } from 'next/headers'
import { formFields } from './acceptance'
import { type ContactFormState, formState } from './form-state'
import { receiveMessage } from './receive'

/** The contact form's server action; works with or without JavaScript in the browser. */
export async function sendMessage(_: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return formState(await receiveMessage(formFields(formData), await headers()), formData, Date.now())
}
