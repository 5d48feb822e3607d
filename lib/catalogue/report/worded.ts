import { z } from 'zod'
import { escapeForTerminal } from '@/lib/contact/terminal-text'
import { type Category, CategorySchema } from '../schemas'
import {
  type CatalogueReport,
  type Change,
  ChangedItemSchema,
  ChangeSchema,
  LineReportSchema,
  MAX_LISTED,
  type Refusal,
  RefusedItemSchema,
  RefusalSchema,
} from './findings'

const Text = { text: z.string().max(1000) }

/** The report with each finding in words (content/catalogue-report.ts): the webhook's `catalogue`, the CLI's `--json`. */
export const WordedReportSchema = z.partialRecord(
  CategorySchema,
  LineReportSchema.extend({
    refusedItems: z.array(RefusedItemSchema.extend({ reasons: z.array(RefusalSchema.extend(Text)).min(1) })).max(MAX_LISTED),
    changedItems: z.array(ChangedItemSchema.extend({ changes: z.array(ChangeSchema.extend(Text)).min(1) })).max(MAX_LISTED),
  }),
)
export type WordedReport = z.infer<typeof WordedReportSchema>

export type Wording = { refusal: (refusal: Refusal) => string; change: (change: Change) => string }

/** These lines of the report, each finding with its words. */
export function worded(report: CatalogueReport, lines: readonly Category[], wording: Wording): WordedReport {
  return Object.fromEntries(
    lines.flatMap((line) => {
      const of = report[line]
      if (!of) return []
      return [
        [
          line,
          {
            ...of,
            refusedItems: of.refusedItems.map((item) => ({
              ...item,
              reasons: item.reasons.map((reason) => ({ ...reason, text: wording.refusal(reason) })),
            })),
            changedItems: of.changedItems.map((item) => ({
              ...item,
              changes: item.changes.map((change) => ({ ...change, text: wording.change(change) })),
            })),
          },
        ],
      ]
    }),
  )
}

const pad = (text: string | number, width: number) => String(text).padStart(width)
const who = (item: { id: string | null; slug: string | null }) =>
  `${item.slug === null ? '(no slug)' : `“${item.slug}”`} (_id ${item.id ?? 'none'})`

/**
 * The report for a terminal: a table of each line's counts, then one line per problem, grouped by
 * line; upstream's text is escaped (`escapeForTerminal`), so no item can write to the terminal.
 */
export function reportLines(report: WordedReport): string[] {
  const lines = CategorySchema.options.filter((line) => report[line])
  if (lines.length === 0) return []
  const out = ['line       shown  refused  changed']
  for (const line of lines) {
    const { shown, refused, changed } = report[line]!
    out.push(`${line.padEnd(9)}${pad(shown, 7)}${pad(refused, 9)}${pad(changed, 9)}`)
  }
  for (const line of lines) {
    const { refused, changed, refusedItems, changedItems } = report[line]!
    if (refused + changed === 0) continue
    out.push('', `${line}:`)
    for (const item of refusedItems)
      out.push(`  refused  ${escapeForTerminal(who(item))}: ${escapeForTerminal(item.reasons.map((reason) => reason.text).join('; '))}`)
    if (refused > refusedItems.length)
      out.push(`  … and ${refused - refusedItems.length} more refused (the first ${MAX_LISTED} are listed)`)
    for (const item of changedItems)
      out.push(`  changed  ${escapeForTerminal(who(item))}: ${escapeForTerminal(item.changes.map((change) => change.text).join('; '))}`)
    if (changed > changedItems.length)
      out.push(`  … and ${changed - changedItems.length} more changed (the first ${MAX_LISTED} are listed)`)
  }
  return out
}

/** The slugs among `named` that a line of the report refuses. */
export const refusedAmong = (report: WordedReport | CatalogueReport, named: readonly string[]): string[] =>
  named.filter((slug) => CategorySchema.options.some((line) => report[line]?.refusedItems.some((item) => item.slug === slug)))
