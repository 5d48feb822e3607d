import { parseArgs } from 'node:util'
import { describeAnswer, refusedNamed, RevalidationAnswerSchema, SECRET_HEADER } from '../lib/regeneration/revalidation'

/**
 * The webhook from a shell, for marketers and scripts:
 *   REVALIDATE_SECRET=... npm run revalidate -- --category fan --slug technozen-vayu-lite-bldc-fan
 * Options repeat (--slug a --slug b); --tag names a cache tag; --url the site (default SITE_URL,
 * or http://localhost:3000). Prints what was refreshed, the pages being regenerated, whether
 * upstream answers, and the catalogue report of each line touched (shown, refused, changed).
 * Exits with 2 when a product named by --slug is refused, saying why.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      category: { type: 'string', multiple: true },
      slug: { type: 'string', multiple: true },
      tag: { type: 'string', multiple: true },
      url: { type: 'string' },
    },
  })
  const secret = process.env.REVALIDATE_SECRET
  if (!secret) throw new Error('Set REVALIDATE_SECRET to the site’s webhook secret.')
  const site = values.url ?? process.env.SITE_URL ?? 'http://localhost:3000'
  const response = await fetch(new URL('/api/revalidate', site), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
    body: JSON.stringify({ categories: values.category, slugs: values.slug, tags: values.tag }),
  })
  const answer: unknown = await response.json()
  if (!response.ok) throw new Error(`${response.status}: ${(answer as { error?: string }).error ?? 'no message'}`)
  const parsed = RevalidationAnswerSchema.safeParse(answer)
  if (!parsed.success) throw new Error(`The site answered something else than the webhook's answer: ${parsed.error.message}`)
  for (const line of describeAnswer(parsed.data)) console.log(line)
  const refused = refusedNamed(parsed.data, values.slug ?? [])
  if (refused.length > 0) {
    console.error(`\nRefused, not shown to visitors: ${refused.join(', ')} (the reasons are above).`)
    process.exitCode = 2
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
