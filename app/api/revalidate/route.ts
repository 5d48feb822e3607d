import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import { jsonError } from '@/lib/http/api-responses'
import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
import { catalogue, changedLines } from '@/lib/catalogue/snapshot'
import { tags } from '@/lib/catalogue/tags'
import { env } from '@/lib/server/env'
import { probeUpstream } from '@/lib/metrics/health'
import { pagesToRegenerate, regenerator } from '@/lib/regeneration'
import { readJsonBody } from '@/lib/http/request-body'
import {
  MAX_BODY_BYTES,
  type RevalidationAnswer,
  RevalidationRequestSchema,
  SECRET_HEADER,
  tagsToRevalidate,
  touchedLines,
  touchesProducts,
} from '@/lib/regeneration/revalidation'
import { secretMatches } from '@/lib/http/secret'
import { worded } from '@/lib/catalogue/report/worded'
import { changeText, refusalText } from '@/content/catalogue-report'

/**
 * The marketers' webhook: POST the categories, slugs or tags that changed upstream, with the
 * shared secret in the x-revalidate-secret header. This instance reloads its catalogue snapshot
 * and bumps the freshness version, so every instance's proxy, search, sitemap and lists follow
 * within a second; the pages using the tags are marked stale (still served, on every instance)
 * and this instance renders them again in the background, so the next visitor gets the new page
 * from the cache and no visitor waits for a render.
 * The answer names the tags, the pages being regenerated, whether upstream answers now, and for
 * each line the call touched what the catalogue shows, refuses and changes, and why (in words);
 * when the catalogue cannot be reloaded, 503 with the reason (the tags are still marked stale),
 * so a script sends the call again. Every call is counted and logged by its outcome.
 */
export async function POST(request: Request) {
  const calledAt = Date.now()
  const { REVALIDATE_SECRET } = env()
  if (!REVALIDATE_SECRET) {
    webhookCalled('disabled')
    return jsonError(401, 'Revalidation is disabled: no secret is configured.')
  }
  if (!secretMatches(request.headers.get(SECRET_HEADER), REVALIDATE_SECRET)) {
    webhookCalled('unauthorized')
    return jsonError(401, `Missing or wrong secret in the ${SECRET_HEADER} header.`)
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if ('error' in body) {
    webhookCalled('invalid', { status: body.error.status })
    return body.error
  }
  const parsed = RevalidationRequestSchema.safeParse(body.value)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    webhookCalled('invalid', { status: 400 })
    return jsonError(400, `Bad request body: ${problems.join('; ')}`)
  }
  const named = tagsToRevalidate(parsed.data)
  const reloaded = await withChangedLines(named).catch((error: unknown) => ({ error }))
  if ('error' in reloaded) {
    // The pages still go stale (a product's own page reads upstream, not the lists), but the lists,
    // search and the other instances keep the old catalogue until the call is sent again.
    revalidate(named)
    webhookCalled('failed', { tags: named, reason: String(reloaded.error) })
    return Response.json(
      {
        error: 'The catalogue could not be reloaded: pages are marked stale, lists and search are not. Send the call again.',
        revalidated: named,
      },
      { status: 503, headers: { 'retry-after': '5' } },
    )
  }
  const revalidated = reloaded.tags
  revalidate(revalidated)
  const upstream = await probeUpstream(env().API_URL)
  // While upstream is down a render would only repeat the last good copies: the pages stay
  // stale, and the first visit after upstream is back renders each behind its stale copy.
  const regenerating = upstream === 'down' ? [] : await pagesToRegenerate(revalidated)
  webhookCalled('accepted', { tags: revalidated, pages: regenerating.length, upstream })
  // After the answer: by then Next has marked the tags stale, so each visit renders behind a stale page.
  after(() => regenerator().request(regenerating, calledAt))
  const { slugs, report } = await catalogue().current()
  const lines = touchedLines(revalidated, slugs, report)
  const answer = worded(report, lines, { refusal: refusalText, change: changeText })
  return Response.json({ revalidated, regenerating, upstream, catalogue: answer, now: Date.now() } satisfies RevalidationAnswer)
}

/**
 * The lists first, and every instance told: a page rendered again from here on reads them. The
 * lines whose lists changed are revalidated too, whatever the call named: a product renamed by
 * its slug also changes its line's grids, search results and related cards.
 */
async function withChangedLines(named: string[]): Promise<{ tags: string[] }> {
  if (!touchesProducts(named)) return { tags: named }
  const before = catalogue().snapshot
  const reloaded = await catalogue().refresh()
  return { tags: [...new Set([...named, ...(before ? changedLines(before, reloaded).map(tags.category) : [])])] }
}

/** 'max': stale-while-revalidate, so visitors keep getting the cached page meanwhile. */
function revalidate(named: readonly string[]): void {
  for (const tag of named) revalidateTag(tag, 'max')
}

/**
 * A call, counted and logged by outcome: `disabled` (no secret configured), `unauthorized` (a
 * missing or wrong secret, which is never logged), `invalid` (a body it cannot use), `failed` (the
 * catalogue could not be reloaded: the tags named were marked, nothing else), `accepted` (with
 * the tags named and the number of pages regenerated).
 */
function webhookCalled(outcome: 'accepted' | 'unauthorized' | 'invalid' | 'disabled' | 'failed', fields: Record<string, unknown> = {}) {
  metrics().webhookCalls.inc({ outcome })
  const level = outcome === 'accepted' ? 'info' : outcome === 'failed' ? 'error' : 'warn'
  logEvent(level, 'webhook.call', { outcome, ...fields })
}
