import { type DetailCategory, isDetailCategory, slugPattern } from '@/lib/catalogue/schemas'

/**
 * The product a path under /products/<category>/<slug> names (its page, its social image), or
 * 'invalid' when no product could ever live there, or null for every other path.
 */
export function productPath(pathname: string): { category: DetailCategory; slug: string } | 'invalid' | null {
  const match = pathname.match(/^\/products\/([^/]+)\/([^/]+)(?:\/|$)/)
  if (!match) return null
  const [, category = '', slug = ''] = match
  if (!isDetailCategory(category) || !slugPattern.test(slug)) return 'invalid'
  return { category, slug }
}

/** A path Next could not decode answers 500 inside Next; it is a bad request. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
