import { type Category, CategorySchema } from '../schemas'
import type { CatalogueReport, RefusedItem } from './findings'

const keyOf = (line: Category, item: RefusedItem) =>
  JSON.stringify([line, item.id, item.slug, item.reasons.map((reason) => [reason.code, reason.field])])

/**
 * The refused items of `next` that `previous` did not list (the same item refused for the same
 * reasons): each is logged once, when it first appears, not on every reload. Only the reports are
 * compared, so what is remembered is bounded by the items they list (MAX_LISTED a line).
 */
export function newRefusals(next: CatalogueReport, previous: CatalogueReport | undefined): Array<{ line: Category; item: RefusedItem }> {
  const seen = new Set(CategorySchema.options.flatMap((line) => (previous?.[line]?.refusedItems ?? []).map((item) => keyOf(line, item))))
  return CategorySchema.options.flatMap((line) =>
    (next[line]?.refusedItems ?? []).filter((item) => !seen.has(keyOf(line, item))).map((item) => ({ line, item })),
  )
}
