import type { ProductCard } from '@/lib/catalogue/schemas'

/** A card shows its first extra image on hover, or stays on the cover when there is none. */
export function hoverImage(images: ProductCard['images']): string {
  return images.more[0] ?? images.cover
}
