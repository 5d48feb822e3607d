import { createHash } from 'node:crypto'
import type { Product } from './schemas'

/**
 * A hash of everything a product's own page shows (every field upstream sends that the schema
 * keeps, description and models included): equal hashes, the same page. The sitemap's `lastmod`
 * of a product is the time the site first saw its current hash (lib/catalogue/snapshot/first-seen.ts),
 * so only an edit to the product itself moves it. 128 bits in base64url, 22 characters: a line
 * of 20,000 products holds 440 kB of them.
 */
export function pageHash(product: Product): string {
  return createHash('sha256').update(JSON.stringify(product)).digest('base64url').slice(0, 22)
}
