import 'server-only'
import type { ContactOutcome } from './acceptance'
import type { Sender } from '@/lib/http/client-address'
import { FORM_TOKEN_FIELD } from './fields'
import { type FormTokenReading, issueFormToken, readFormToken } from './form-token'
import { formTokenKey } from './form-token-key'
import { getSpentTokens, getTokenIssuer } from './process-stores'

/** A fresh token for `sender`, bound to its network; or, its budget spent, how soon to ask again. */
export type Issued = { token: string } | { token?: undefined; retryAfterMs: number }

/** A fresh token for `sender` within the budget (token-budget.ts): /contact/token, and the form's answers. */
export async function issueTokenTo(sender: Sender): Promise<Issued> {
  const taken = await getTokenIssuer().take(sender)
  return taken.taken ? { token: issueFormToken(formTokenKey(), sender.network) } : { retryAfterMs: taken.retryAfterMs }
}

/** The token a message's fields carry, read for the network of `sender`. */
export function tokenOf(fields: Record<string, unknown>, sender: Sender): FormTokenReading {
  return readFormToken(fields[FORM_TOKEN_FIELD], formTokenKey(), sender.network)
}

/**
 * The token the form's answer carries for the visitor's next send (how a browser without
 * JavaScript gets one): the one it was sent with while that still counts and was not spent (a
 * refusal gives it back, so trying again costs the budget nothing), else a fresh one within the
 * budget, else none ('').
 */
export async function tokenForNextSend(fields: Record<string, unknown>, sender: Sender, outcome: ContactOutcome): Promise<string> {
  const sent = tokenOf(fields, sender)
  const unspent = outcome.status === 'error' && outcome.reason !== 'replayed'
  if (unspent && sent.state !== 'none' && !(await getSpentTokens().isSpent(sent.token))) return sent.token
  return (await issueTokenTo(sender)).token ?? ''
}
