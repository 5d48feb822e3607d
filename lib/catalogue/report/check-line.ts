import type { Category, Product } from '../schemas'
import { checkItem } from './check-item'
import { type Change, type LineReport, MAX_LISTED, quoted, type Refusal } from './findings'

export type CheckedLine = { products: Product[]; report: LineReport }

type Identity = { id: string | null; slug: string | null }

/**
 * A line's list as upstream sent it, checked item by item (`checkItem`): the products shown, in
 * upstream's order, and the line's report. Two items with one slug share one URL, so one is
 * shown: the one with the lowest `_id` (`firstById`), wherever upstream lists them, so every
 * instance and every reload shows the same one; the others are refused, naming it. Null when the
 * answer is not a list.
 */
export function checkLine(raw: unknown, line: Category, hosts: readonly string[]): CheckedLine | null {
  if (!Array.isArray(raw)) return null
  const report = new ReportBuilder()
  const valid: Array<{ product: Product; changes: Change[] }> = []
  for (const item of raw) {
    const checked = checkItem(item, line, hosts)
    if ('refusals' in checked) report.refuse(identityOf(item), checked.refusals)
    else valid.push(checked)
  }
  const winners = new Map<string, Product>()
  for (const { product } of valid) {
    const held = winners.get(product.slug)
    if (!held || firstById(product._id, held._id)) winners.set(product.slug, product)
  }
  const products: Product[] = []
  for (const { product, changes } of valid) {
    const winner = winners.get(product.slug)!
    if (winner === product) {
      products.push(product)
      report.change(identityOf(product), changes)
    } else report.refuse(identityOf(product), [duplicateOf(line, winner)])
  }
  return { products, report: report.build(products.length) }
}

/**
 * Whether `_id` a comes before b: shorter first, then by character code, so numeric ids go in
 * number order and upstream's ObjectIds (24 hex digits, starting with their creation time) oldest
 * first. The same answer on every instance whatever the order of the list.
 */
export const firstById = (a: string, b: string): boolean => (a.length !== b.length ? a.length < b.length : a < b)

/** The refusal of an item whose slug another item holds: `winner`, shown under `line`. */
export const duplicateOf = (line: Category, winner: Pick<Product, '_id'>): Refusal => ({
  code: 'duplicate_slug',
  field: 'slug',
  params: { winnerLine: line, winnerId: quoted(winner._id)! },
})

function identityOf(item: unknown): Identity {
  const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
  return { id: quoted(record._id), slug: quoted(record.slug) }
}

/** A line's report as its items are checked: complete counts, and the first MAX_LISTED items of each kind. */
export class ReportBuilder {
  private readonly report: LineReport

  constructor(from?: LineReport) {
    this.report = from
      ? { ...from, refusedBy: { ...from.refusedBy }, refusedItems: [...from.refusedItems] }
      : { shown: 0, refused: 0, changed: 0, refusedBy: {}, changedBy: {}, refusedItems: [], changedItems: [] }
  }

  refuse(identity: Identity, reasons: Refusal[]): void {
    this.report.refused++
    for (const code of new Set(reasons.map((reason) => reason.code))) this.report.refusedBy[code] = (this.report.refusedBy[code] ?? 0) + 1
    if (this.report.refusedItems.length < MAX_LISTED) this.report.refusedItems.push({ ...identity, reasons })
  }

  change(identity: Identity, changes: Change[]): void {
    if (changes.length === 0) return
    this.report.changed++
    for (const code of new Set(changes.map((change) => change.code))) this.report.changedBy[code] = (this.report.changedBy[code] ?? 0) + 1
    if (this.report.changedItems.length < MAX_LISTED) this.report.changedItems.push({ ...identity, changes })
  }

  build(shown: number): LineReport {
    return { ...this.report, shown }
  }
}
