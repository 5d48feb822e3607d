import { timingSafeEqual, createHash } from 'node:crypto'
import { z } from 'zod'
import { CategorySchema, LogoKindSchema, SlugSchema } from './catalogue/schemas'
import { tags } from './catalogue/tags'

/** The header the webhook's shared secret travels in. */
export const SECRET_HEADER = 'x-revalidate-secret'
export const MAX_BODY_BYTES = 16 * 1024

/** Compares in constant time (hashing first, so lengths never leak either). */
export function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || !given) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

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
