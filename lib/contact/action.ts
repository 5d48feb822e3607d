'use server'

import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { env } from '@/lib/server/env'
import { formFields } from './acceptance'
import { senderOf } from '@/lib/http/client-address'
import { type ContactFormState, formState } from './form-state'
import { tokenForNextSend } from './form-tokens'
import { receiveMessage } from './receive'

/** The contact form's server action; works with or without JavaScript in the browser. */
export async function sendMessage(_: ContactFormState, formData: FormData): Promise<ContactFormState> {
  // Called with other arguments than the form's (a script's own call): this action does not
  // exist for them, as Next answers an unknown action (404), rather than fail with a 500.
  if (!(formData instanceof FormData)) notFound()
  const request = await headers()
  const fields = formFields(formData)
  const outcome = await receiveMessage(fields, request)
  const token = await tokenForNextSend(fields, senderOf(request, env().PROXY_SECRET), outcome)
  return formState(outcome, formData, Date.now(), token)
}
