import { z } from 'zod'
import type { CatalogueReport } from '../catalogue/report/findings'
import { refusedAmong, reportLines, WordedReportSchema } from '../catalogue/report/worded'
import { type Category, CategorySchema, LogoKindSchema, SlugSchema } from '../catalogue/schemas'
import { tags } from '../catalogue/tags'

/** The header the webhook's shared secret travels in. */
export const SECRET_HEADER = 'x-revalidate-secret'
export const MAX_BODY_BYTES = 16 * 1024

const KnownTagSchema = z.union([
  z.literal(tags.allProducts),
  z.templateLiteral(['products:', CategorySchema]),
  z.templateLiteral(['product:', SlugSchema]),
  z.templateLiteral(['logos:', LogoKindSchema]),
])

export const RevalidationRequestSchema = z
  .strictObject({
    categories: z.array(CategorySchema).max(20).optional(),
    slugs: z.array(SlugSchema).max(200).optional(),
    tags: z.array(KnownTagSchema).max(200).optional(),
  })
  .refine((body) => (body.categories?.length ?? 0) + (body.slugs?.length ?? 0) + (body.tags?.length ?? 0) > 0, {
    message: 'name at least one category, slug or tag',
  })
export type RevalidationRequest = z.infer<typeof RevalidationRequestSchema>

/** The cache tags a request names: an edited category, product, or any known tag. */
export function tagsToRevalidate(request: RevalidationRequest): string[] {
  return [
    ...new Set([...(request.categories ?? []).map(tags.category), ...(request.slugs ?? []).map(tags.product), ...(request.tags ?? [])]),
  ]
}

/** Whether the tags name products (any but the logo lists'): the catalogue snapshot must follow. */
export const touchesProducts = (revalidated: readonly string[]) => revalidated.some((tag) => !tag.startsWith('logos:'))

/** What the answer may name: tags and site paths are letters, digits, "-", "_", ":", "/" and "." (`/sitemap.xml`). */
const PlainSchema = z.string().regex(/^[A-Za-z0-9_\-:/.]+$/)

/** The webhook's answer. */
export const RevalidationAnswerSchema = z.object({
  /** The cache tags marked stale. */
  revalidated: z.array(PlainSchema),
  /** The pages this instance is rendering again now, most wanted first. */
  regenerating: z.array(PlainSchema),
  upstream: z.enum(['up', 'down', 'embedded']),
  /** Each line the call touched, as the reloaded catalogue has it: counts, refused and changed items, in words. */
  catalogue: WordedReportSchema,
  now: z.number(),
})
export type RevalidationAnswer = z.infer<typeof RevalidationAnswerSchema>

/**
 * The lines a call touched: every line for `products`, a line named by its tag, and the lines that
 * show or refuse a product named by its slug.
 */
export function touchedLines(
  revalidated: readonly string[],
  slugs: Readonly<Record<Category, ReadonlySet<string> | null>>,
  report: CatalogueReport,
): Category[] {
  if (revalidated.includes(tags.allProducts)) return [...CategorySchema.options]
  const named = new Set(revalidated.flatMap((tag) => (tag.startsWith('product:') ? [tag.slice('product:'.length)] : [])))
  return CategorySchema.options.filter(
    (line) =>
      revalidated.includes(tags.category(line)) ||
      [...named].some((slug) => slugs[line]?.has(slug) || report[line]?.refusedItems.some((item) => item.slug === slug)),
  )
}

/** Named slugs the catalogue refuses: `npm run revalidate` exits non-zero for them. */
export const refusedNamed = (answer: RevalidationAnswer, named: readonly string[]) => refusedAmong(answer.catalogue, named)

/** The answer in lines a marketer reads (`npm run revalidate`). */
export function describeAnswer({ revalidated, regenerating, upstream, catalogue }: RevalidationAnswer): string[] {
  const report = reportLines(catalogue)
  return [...describePages({ revalidated, regenerating, upstream }), ...(report.length > 0 ? ['', ...report] : [])]
}

function describePages({
  revalidated,
  regenerating,
  upstream,
}: Pick<RevalidationAnswer, 'revalidated' | 'regenerating' | 'upstream'>): string[] {
  const lines = [`Refreshed: ${revalidated.join(', ')}`]
  if (upstream === 'down') {
    return [
      ...lines,
      'Upstream is down: nothing is regenerated now. Visitors keep the last good pages; each page shows the edit on its first visit after upstream is back.',
    ]
  }
  if (regenerating.length === 0) lines.push('No page to regenerate now: pages showing this data are rendered again on their next visit.')
  else
    lines.push(
      `Regenerating ${regenerating.length} pages now (visitors get the current page until each new one is ready):`,
      ...regenerating.map((path) => `  ${path}`),
    )
  lines.push(upstream === 'up' ? 'Upstream is up.' : 'No upstream: the site serves its embedded catalogue.')
  return lines
}
