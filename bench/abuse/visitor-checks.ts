import { previewBar } from '@/content/preview'
import { headerValues } from './answers'
import type { Answer } from './http'
import type { Attack } from './types'

type Check = NonNullable<Attack['check']>

/** The checks of the rows about what a visitor gets (rows 24 and 25); each returns its problems. */

const header = (answer: Answer, name: string) => headerValues(answer, name).join(', ')
const FROM_A_CACHE = /^(HIT|STALE|UPDATING|REVALIDATED)$/

/**
 * 24. The replayed cookies had opened a preview while the link lasted; replayed after, nothing
 * renders in draft mode (no bar, no noindex) and both cookies are cleared; the visitors after
 * get the public page from a cache.
 */
export const previewStaysEnded: Check = ([replayed, visitors], context) => {
  const problems: string[] = []
  if (context.prepared.previewOpened !== 'yes')
    problems.push(`the copied cookies never opened a preview: ${context.prepared.previewOpened}`)
  const drafts = (replayed?.answers ?? []).filter(
    (answer) => header(answer, 'x-robots-tag') !== '' || (answer.body ?? '').includes(previewBar.notice),
  ).length
  if (drafts > 0) problems.push(`${drafts} replays answered in draft mode (the bar, or noindex)`)
  const cleared = (answer: Answer) =>
    ['__prerender_bypass', 'site_preview_until'].every((name) =>
      headerValues(answer, 'set-cookie').some((line) => line.startsWith(`${name}=;`) && /max-age=0/i.test(line)),
    )
  const kept = (replayed?.answers ?? []).filter((answer) => answer.status === 307 && !cleared(answer)).length
  if (kept > 0) problems.push(`${kept} replays not told to clear both cookies`)
  const fresh = (visitors?.answers ?? []).filter(
    (answer) =>
      header(answer, 'x-robots-tag') !== '' ||
      !(FROM_A_CACHE.test(header(answer, 'x-cache-status')) || FROM_A_CACHE.test(header(answer, 'x-nextjs-cache'))),
  ).length
  if (fresh > 0) problems.push(`${fresh} visitors after them got a page not from a cache, or noindex`)
  return problems
}

/** React's escaping of an attribute's value, as the subject's `value="…"` is written. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** 25. Every enquiry's page names its product in the subject. */
export const enquiryNamesProduct: Check = ([visits], context) => {
  const unnamed = (visits?.answers ?? []).filter((answer, index) => {
    const slug = /product=([^&]+)/.exec(visits!.sent[index]!.path)?.[1]
    const product = context.products.find((candidate) => candidate.slug === slug)
    return answer.status === 200 && !(product && answer.body?.includes(`value="Enquiry: ${escaped(product.name)}"`))
  }).length
  return unnamed > 0 ? [`${unnamed} enquiries without their product in the subject`] : []
}
