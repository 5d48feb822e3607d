import { type Category, CategorySchema } from '../schemas'
import type { LoadedLine } from '../source'
import { duplicateOf, ReportBuilder } from './check-line'
import type { CatalogueReport } from './findings'

/**
 * The lines with each slug shown once across all of them: upstream's fetch call, the contact
 * form's `?product=` and related cards name a product by its slug alone. The first line in the
 * site's order of lines (fan, light, solar, ac, frp, trading) keeps it; in a later line the item
 * is refused, naming the winner, and leaves the line's cards and search documents.
 */
export function acrossLines<L extends Readonly<Record<Category, LoadedLine | null>>>(lines: L): L {
  const owner = new Map<string, { line: Category; id: string }>()
  const resolved: Partial<Record<Category, LoadedLine | null>> = {}
  for (const line of CategorySchema.options) {
    const loaded = lines[line]
    if (!loaded) {
      resolved[line] = loaded
      continue
    }
    const losers = loaded.cards.filter((card) => owner.has(card.slug))
    for (const card of loaded.cards) if (!owner.has(card.slug)) owner.set(card.slug, { line, id: card._id })
    if (losers.length === 0) {
      resolved[line] = loaded
      continue
    }
    const lost = new Set(losers.map((card) => card.slug))
    const cards = loaded.cards.filter((card) => !lost.has(card.slug))
    const report = new ReportBuilder(loaded.report)
    for (const card of losers) {
      const winner = owner.get(card.slug)!
      report.refuse({ id: card._id, slug: card.slug }, [duplicateOf(winner.line, { _id: winner.id })])
    }
    resolved[line] = {
      ...loaded,
      cards,
      documents: loaded.documents.filter((document) => !lost.has(document.slug)),
      report: report.build(cards.length),
    }
  }
  return resolved as L
}

/** The report of every line loaded, by line. */
export const reportOf = (lines: Readonly<Record<Category, LoadedLine | null>>): CatalogueReport =>
  Object.fromEntries(CategorySchema.options.flatMap((line) => (lines[line]?.report ? [[line, lines[line].report]] : [])))
