import type { Category, Logo, ProductCard } from '@/lib/catalogue/schemas'
import { truncate } from '@/lib/truncate'
import { carouselFor } from './settings'

/**
 * What the carousels and the logo marquee receive: only what they show, already cut and
 * checked on the server, so no product card (let alone a record, or its raw HTML) is serialised into the page.
 */
export type MarqueeLogo = { id: string; name: string; src: string }

export function toMarqueeLogo(logo: Logo): MarqueeLogo {
  return { id: logo._id, name: logo.name, src: logo.image.cover }
}

export type CarouselSlide = {
  id: string
  href: string
  name: string
  description: string
  cover: string
  tags: string[]
}

/**
 * A slide of `category`'s carousel, its description cut to that carousel's length. It opens the
 * product under its own line (`productType`), or under `category` when it has none.
 */
export function toCarouselSlide(product: ProductCard, category: Category): CarouselSlide {
  return {
    id: product._id,
    href: `/products/${product.productType ?? category}/${product.slug}`,
    name: product.name,
    description: truncate(product.shortDescription, carouselFor(category).cut),
    cover: product.images.cover,
    tags: product.tradingPartner,
  }
}
