import { config, object, regex, string } from 'zod/mini'
import { formTokenPattern } from './fields'

// In the browser, where the CSP forbids zod's compiled parsers (see message.ts).
if (typeof window !== 'undefined') config({ jitless: true })

/** The route that issues the form's token (app/contact/token/route.ts). */
const TOKEN_PATH = '/contact/token'

const TokenAnswerSchema = object({ token: string().check(regex(formTokenPattern)) })

/**
 * A form token for this visitor, fetched by the form's script (loaded when the visitor reaches
 * the form); undefined when the site did not give one, and the message then counts as one
 * without it.
 */
export async function fetchFormToken(): Promise<string | undefined> {
  const answer = await fetch(TOKEN_PATH, { cache: 'no-store' })
  if (!answer.ok) return undefined
  return TokenAnswerSchema.safeParse(await answer.json()).data?.token
}
