import { longestCut } from '@/lib/carousel/settings'
import { truncationSource } from '@/lib/text/truncate'
import type { Product, ProductCard } from './schemas'

/**
 * The card of a product: what the lists show of it and nothing more. The short description is
 * kept only as far as the longest carousel cut reads it, and of the extra images only the first,
 * which a card shows on hover.
 */
export function toProductCard(product: Product): ProductCard {
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    shortDescription: truncationSource(product.shortDescription, longestCut),
    category: product.category,
    productType: product.productType,
    tradingPartner: product.tradingPartner,
    keyPoints: product.keyPoints,
    images: { cover: product.images.cover, more: product.images.more.slice(0, 1) },
    amazonLink: product.amazonLink,
    flipkartLink: product.flipkartLink,
    gemLink: product.gemLink,
  }
}
