import { setTimeout as sleep } from 'node:timers/promises'
import { previewBar } from '@/content/preview'
import { TOKEN_VALID_AFTER_MS } from '@/lib/contact/form-token'
import { previewLinkQuery } from '@/lib/preview/link'
import { PREVIEW_SESSION_COOKIE } from '@/lib/preview/session'
import { reportedAs } from './message-phases'
import type { Context } from './types'
import { CONTACT_VISITOR } from './visitor-phases'

/**
 * What a row's visitor does before the row is played, as a browser would (types.ts, `prepare`):
 * load the contact form and its token, or open a marketer's preview link.
 */

/**
 * Row 23: the visitor opens /contact and, reaching the form, its script fetches the token
 * (components/contact/use-form-token.ts); a person then types for longer than the 3 s a token
 * needs before it vouches for anything, which is waited here.
 */
export const contactVisitor =
  (target: 'next' | 'nginx') =>
  async (url: string, context: Context): Promise<Record<string, string>> => {
    const headers = reportedAs(CONTACT_VISITOR, target, context)
    await (await fetch(`${url}/contact`, { headers })).arrayBuffer()
    const answer = await fetch(`${url}/contact/token`, { headers })
    const issued = Date.now()
    const { token } = (await answer.json()) as { token?: string }
    if (!answer.ok || !token) throw new Error(`/contact/token answered ${answer.status} without a token`)
    await sleep(Math.max(0, issued + TOKEN_VALID_AFTER_MS + 200 - Date.now()))
    return { formToken: token }
  }

/**
 * Row 24: a marketer's preview link made to last as short a time as links can (2 s), opened;
 * its two cookies copied, and checked to open a preview (the bar, noindex) while it lasts, so
 * the row's replay is of cookies that did work. Then the link's end is waited for.
 */
export async function endedPreview(url: string, context: Context): Promise<Record<string, string>> {
  const page = context.pages[1]!
  const expires = Math.floor(Date.now() / 1000) + 2
  const opened = await fetch(`${url}/api/preview?${previewLinkQuery(page, expires, context.previewSecret)}`, { redirect: 'manual' })
  await opened.arrayBuffer()
  const cookie = (name: string) =>
    opened.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${name}=`))
      ?.slice(name.length + 1)
      .split(';')[0] ?? ''
  const [draft, session] = [cookie('__prerender_bypass'), cookie(PREVIEW_SESSION_COOKIE)]
  const inPreview = await fetch(`${url}${page}`, {
    headers: { cookie: `__prerender_bypass=${draft}; ${PREVIEW_SESSION_COOKIE}=${session}` },
  })
  const html = await inPreview.text()
  const worked = opened.status === 307 && html.includes(previewBar.notice) && inPreview.headers.get('x-robots-tag') !== null
  // The proxy takes a session as ended once its second has passed.
  await sleep(Math.max(0, expires * 1000 + 100 - Date.now()))
  return { draft, session, previewOpened: worked ? 'yes' : `no (link ${opened.status}, page ${inPreview.status})` }
}
