import type { z } from 'zod'
import { descriptionRemovals } from '@/lib/text/html'
import { withAllowedUrls } from '../allowed-urls'
import { type Category, isDetailCategory, type Product, ProductSchema } from '../schemas'
import { type Change, quoted, type Refusal, type RefusalCode } from './findings'

/** An item the site shows (as it shows it, with what it changed), or refuses (and why). */
export type CheckedItem = { product: Product; changes: Change[] } | { refusals: Refusal[] }

const marketplaces = ['amazonLink', 'flipkartLink', 'gemLink'] as const

/**
 * One upstream item of `line`'s list, checked once with the site's rules: the schemas, then the
 * allowed image hosts and https links (`withAllowedUrls`). A product shown is filed under the line
 * whose list holds it, whatever its `productType` says: its page is served there, so every link to
 * it (the landing's, search's, related cards') leads to a page.
 */
export function checkItem(raw: unknown, line: Category, hosts: readonly string[]): CheckedItem {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { refusals: [{ code: 'not_an_item', field: 'item' }] }
  const parsed = ProductSchema.safeParse(raw)
  if (!parsed.success) return { refusals: refusalsOf(parsed.error.issues, raw as Record<string, unknown>) }
  const sent = parsed.data
  const product = withAllowedUrls({ ...sent, productType: line }, hosts)
  return { product, changes: changesOf(sent, product, line) }
}

function refusalsOf(issues: readonly z.core.$ZodIssue[], raw: Record<string, unknown>): Refusal[] {
  const byField = new Map<string, Refusal>()
  for (const issue of issues) {
    const refusal = refusalOf(issue, raw)
    if (!byField.has(refusal.field)) byField.set(refusal.field, refusal)
  }
  return [...byField.values()]
}

function refusalOf(issue: z.core.$ZodIssue, raw: Record<string, unknown>): Refusal {
  const field = issue.path.map(String).join('.') || 'item'
  const images = raw.images as Record<string, unknown> | null | undefined
  if (field === 'slug') return slugRefusal(raw.slug)
  if (field === 'name') return absentOrEmpty(raw.name, 'name', 'name_missing', 'name_empty', issue)
  if (field === 'images') return { code: 'cover_missing', field: 'images.cover' }
  if (field === 'images.cover') return absentOrEmpty(images?.cover, field, 'cover_missing', 'cover_empty', issue)
  return invalid(field, issue)
}

function slugRefusal(slug: unknown): Refusal {
  if (slug === undefined || slug === null || slug === '') return { code: 'slug_missing', field: 'slug' }
  if (typeof slug !== 'string') return { code: 'field_invalid', field: 'slug', params: { expected: 'text' } }
  const params = { value: quoted(slug)! }
  if (/\s/.test(slug)) return { code: 'slug_spaces', field: 'slug', params }
  if (slug.length > 128) return { code: 'slug_too_long', field: 'slug', params }
  return { code: 'slug_characters', field: 'slug', params }
}

function absentOrEmpty(value: unknown, field: string, missing: RefusalCode, empty: RefusalCode, issue: z.core.$ZodIssue): Refusal {
  if (value === undefined || value === null) return { code: missing, field }
  if (value === '') return { code: empty, field }
  return invalid(field, issue)
}

/** Any other field: what it should be, from zod's own description of the problem. */
function invalid(field: string, issue: z.core.$ZodIssue): Refusal {
  const expected = issue.code === 'invalid_type' ? issue.expected : issue.code === 'invalid_value' ? 'one of the known values' : undefined
  return { code: 'field_invalid', field, ...(expected ? { params: { expected: String(expected) } } : {}) }
}

function changesOf(sent: Product, shown: Product, line: Category): Change[] {
  const changes: Change[] = []
  if (shown.images.cover !== sent.images.cover) changes.push(imageChange('images.cover', sent.images.cover))
  const droppedImage = sent.images.more.find((src) => !shown.images.more.includes(src))
  if (droppedImage !== undefined) changes.push(imageChange('images.more', droppedImage))
  for (const field of marketplaces) {
    if (sent[field].trim() && !shown[field]) changes.push({ code: 'marketplace_link', field, params: { value: quoted(sent[field])! } })
  }
  const removed = descriptionRemovals(sent.description)
  if (removed.length > 0) changes.push({ code: 'html_removed', field: 'description', params: { removed: quoted(removed.join(', '))! } })
  if (sent.productType && sent.productType !== line) {
    const params: Record<string, string> = { productType: sent.productType, listedIn: line }
    if (isDetailCategory(line)) params.servedUnder = line
    changes.push({ code: 'other_line', field: 'productType', params })
  }
  return changes
}

function imageChange(field: string, src: string): Change {
  let host: string | undefined
  try {
    host = new URL(src).hostname || undefined
  } catch {
    host = undefined
  }
  return { code: 'image_host', field, params: { value: quoted(src)!, ...(host ? { host: quoted(host)! } : {}) } }
}
