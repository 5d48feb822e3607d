import { parseArgs } from 'node:util'
import { SECRET_HEADER } from '../lib/revalidation'

/**
 * The webhook from a shell, for marketers and scripts:
 *   REVALIDATE_SECRET=... npm run revalidate -- --category fan --slug technozen-vayu-lite-bldc-fan
 * Options repeat (--slug a --slug b); --tag names a cache tag; --url the site (default SITE_URL,
 * or http://localhost:3000).
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
  const answer = (await response.json()) as { revalidated?: string[]; error?: string }
  if (!response.ok) throw new Error(`${response.status}: ${answer.error ?? 'no message'}`)
  console.log(`Revalidated: ${answer.revalidated?.join(', ')}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
