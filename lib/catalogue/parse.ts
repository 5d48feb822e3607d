import type { z } from 'zod'

export type ParsedList<T> = { items: T[]; dropped: string[] }

/**
 * Parse a list item by item: one broken product must not hide the good ones. What is dropped
 * is described (index, identity, first problem) so the caller can log it.
 */
export function parseList<S extends z.ZodType>(schema: S, raw: unknown): ParsedList<z.infer<S>> | null {
  if (!Array.isArray(raw)) return null
  const items: z.infer<S>[] = []
  const dropped: string[] = []
  raw.forEach((item: unknown, index) => {
    const parsed = parseItem(schema, item, index)
    if ('problem' in parsed) dropped.push(parsed.problem)
    else items.push(parsed.item)
  })
  return { items, dropped }
}

/** One item of a list at `index`: parsed, or what is wrong with it, described for the log. */
export function parseItem<S extends z.ZodType>(schema: S, item: unknown, index: number): { item: z.infer<S> } | { problem: string } {
  const parsed = schema.safeParse(item)
  if (parsed.success) return { item: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'item'
  return { problem: `#${index}${identify(item)} ${where}: ${issue?.message ?? 'invalid'}` }
}

function identify(item: unknown): string {
  if (typeof item !== 'object' || item === null) return ''
  const record = item as Record<string, unknown>
  const name = [record.slug, record._id, record.name].find((value) => typeof value === 'string' && value.length > 0)
  return typeof name === 'string' ? ` (${name.slice(0, 60)})` : ''
}
