import { revalidateTag } from 'next/cache'
import { jsonError } from '@/lib/api-responses'
import { productIndex } from '@/lib/catalogue/known-products'
import { env } from '@/lib/env'
import { probeUpstream } from '@/lib/health'
import { readJsonBody } from '@/lib/request-body'
import { MAX_BODY_BYTES, RevalidationRequestSchema, SECRET_HEADER, secretMatches, tagsToRevalidate } from '@/lib/revalidation'

/**
 * The marketers' webhook: POST the categories, slugs or tags that changed upstream, with the
 * shared secret in the x-revalidate-secret header. Pages using them are regenerated on their
 * next visit (the visit itself still gets the last page, so an outage never shows an error).
 * The answer names the tags and whether upstream answers now ("up", "down" or "embedded").
 */
export async function POST(request: Request) {
  const { REVALIDATE_SECRET } = env()
  if (!REVALIDATE_SECRET) return jsonError(401, 'Revalidation is disabled: no secret is configured.')
  if (!secretMatches(request.headers.get(SECRET_HEADER), REVALIDATE_SECRET)) {
    return jsonError(401, `Missing or wrong secret in the ${SECRET_HEADER} header.`)
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if ('error' in body) return body.error
  const parsed = RevalidationRequestSchema.safeParse(body.value)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    return jsonError(400, `Bad request body: ${problems.join('; ')}`)
  }
  const revalidated = tagsToRevalidate(parsed.data)
  for (const tag of revalidated) revalidateTag(tag, 'max')
  // A product named for the first time is found by its first visitor, not after a recheck.
  productIndex().forget()
  // While upstream is down the pages keep their last good content, and the edit shows on the
  // first regeneration after it recovers: say so, so the marketer knows it is not live yet.
  return Response.json({ revalidated, upstream: await probeUpstream(env().API_URL), now: Date.now() })
}
