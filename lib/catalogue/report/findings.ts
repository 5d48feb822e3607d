import { z } from 'zod'
import { CategorySchema } from '../schemas'

/**
 * Why the site refuses an upstream item: a fixed set, so the metric's `reason` label takes no
 * other value, and every text a marketer reads is worded once, per code, in content/.
 */
export const refusalCodes = [
  'not_an_item',
  'slug_missing',
  'slug_spaces',
  'slug_characters',
  'slug_too_long',
  'name_missing',
  'name_empty',
  'cover_missing',
  'cover_empty',
  'field_invalid',
  'duplicate_slug',
] as const
const RefusalCodeSchema = z.enum(refusalCodes)
export type RefusalCode = z.infer<typeof RefusalCodeSchema>

/** What the site changed of an item it shows. */
export const changeCodes = ['image_host', 'marketplace_link', 'html_removed', 'other_line'] as const
const ChangeCodeSchema = z.enum(changeCodes)
export type ChangeCode = z.infer<typeof ChangeCodeSchema>

/** Longest text of upstream's a finding repeats (a slug, a URL): enough to recognise it. */
const MAX_QUOTED = 120
/** At most this many refused, and changed, items of a line are listed; the counts are complete. */
export const MAX_LISTED = 50

// Two code units a character at most, and the "…" of a cut.
const Quoted = z.string().max(2 * MAX_QUOTED + 1)

/**
 * One finding: its code, the field it is about (`images.cover`), and what the words need
 * (`value`: what upstream sent; `winnerLine`, `winnerId`: a duplicate's winner; `host`: an image's
 * host; `removed`: what a description lost; `productType`, `servedUnder`: a product of another line).
 */
const finding = <C extends z.ZodType>(code: C) =>
  z.object({ code, field: z.string().max(60), params: z.record(z.string().max(20), Quoted).optional() })
export const RefusalSchema = finding(RefusalCodeSchema)
export type Refusal = z.infer<typeof RefusalSchema>
export const ChangeSchema = finding(ChangeCodeSchema)
export type Change = z.infer<typeof ChangeSchema>

/** An item as upstream sent it: its `_id` and slug (null when absent or not text), cut to MAX_QUOTED. */
const Identity = { id: Quoted.nullable(), slug: Quoted.nullable() }

export const RefusedItemSchema = z.object({ ...Identity, reasons: z.array(RefusalSchema).min(1) })
export type RefusedItem = z.infer<typeof RefusedItemSchema>
export const ChangedItemSchema = z.object({ ...Identity, changes: z.array(ChangeSchema).min(1) })

/**
 * One line's report: how many items are shown, refused and changed, the refused and changed
 * counted by code (complete), and the first MAX_LISTED of each, in upstream's order.
 */
export const LineReportSchema = z.object({
  shown: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  refusedBy: z.partialRecord(RefusalCodeSchema, z.number().int().positive()),
  changedBy: z.partialRecord(ChangeCodeSchema, z.number().int().positive()),
  refusedItems: z.array(RefusedItemSchema).max(MAX_LISTED),
  changedItems: z.array(ChangedItemSchema).max(MAX_LISTED),
})
export type LineReport = z.infer<typeof LineReportSchema>

/** The report of every line checked, by line. */
export type CatalogueReport = Partial<Record<z.infer<typeof CategorySchema>, LineReport>>

/** Upstream's text cut to MAX_QUOTED characters ("…" marks a cut), or null when it is not text. */
export function quoted(value: unknown): string | null {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return null
  const characters = Array.from(value)
  return characters.length > MAX_QUOTED ? `${characters.slice(0, MAX_QUOTED).join('')}…` : value
}
