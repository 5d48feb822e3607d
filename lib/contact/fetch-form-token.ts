import { config, object, regex, string } from 'zod/mini'
import { formTokenPattern } from './fields'

// In the browser, where the CSP forbids zod's compiled parsers (see message.ts).
if (typeof window !== 'undefined') config({ jitless: true })

/** The route that issues the form's token (app/contact/token/route.ts). */
const TOKEN_PATH = '/contact/token'

const TokenAnswerSchema = object({ token: string().check(regex(formTokenPattern)) })

/**
 * A form token for this visitor, fetched by the form's script (loaded when the visitor reaches
 * the form); '' when the site's budget gave none (429), undefined when the fetch failed
 * otherwise. Without one the message counts as one without a token.
 */
export async function fetchFormToken(): Promise<string | undefined> {
  const answer = await fetch(TOKEN_PATH, { cache: 'no-store' })
  if (answer.status === 429) return ''
  if (!answer.ok) return undefined
  return TokenAnswerSchema.safeParse(await answer.json()).data?.token
}
