import type { Category, Logo, ProductCard } from '@/lib/catalogue/schemas'
import { type ImageAttributes, imageAttributes } from '@/lib/images/image-attributes'
import { cardImageWidths } from '@/lib/images/image-widths'
import { productRoute } from '@/lib/navigation/routes'
import { truncate } from '@/lib/text/truncate'
import { logoMarquee } from './marquee'
import type { CarouselSettings } from './settings'

/**
 * What the carousels and the logo marquee receive: only what they show, already cut and
 * checked on the server, so no product card (let alone a record, or its raw HTML) is serialised into the page.
 * Images come as their <img> attributes (lib/images/image-attributes.ts), so the browser needs no
 * image code to show them, whether the server rendered the list or the browser retried it.
 */
export type MarqueeLogo = { id: string; name: string; image: ImageAttributes }

export function toMarqueeLogo(logo: Logo): MarqueeLogo {
  return { id: logo._id, name: logo.name, image: imageAttributes({ src: logo.image.cover, ...logoMarquee.logo }) }
}

export type CarouselSlide = {
  id: string
  href: string
  name: string
  description: string
  cover: ImageAttributes
  tags: string[]
}

/**
 * A slide of `carousel`, its description cut to that carousel's length and its cover sized by its
 * slide widths. It opens the product under its own line (`productType`), or under `category` when
 * it has none. The carousel is named apart from the line: the brands page shows solar products in
 * the brands carousel.
 */
export function toCarouselSlide(product: ProductCard, category: Category, carousel: CarouselSettings): CarouselSlide {
  return {
    id: product._id,
    href: productRoute(product.productType ?? category, product.slug),
    name: product.name,
    description: truncate(product.shortDescription, carousel.cut),
    cover: imageAttributes({ src: product.images.cover, fill: true, sizes: carousel.coverSizes, widths: cardImageWidths }),
    tags: product.tradingPartner,
  }
}
