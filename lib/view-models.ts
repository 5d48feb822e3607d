import type { Category, Logo, Model, Product } from './catalogue/schemas'
import { truncate } from './truncate'

/**
 * The plain data client islands receive: only what they show, already cut and checked on the
 * server, so no product record (or its raw HTML) is serialised into the page for them.
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

/** A slide opens the product under its own line (`productType`), or under `category` when it has none. */
export function toCarouselSlide(product: Product, category: Category, cut: number): CarouselSlide {
  return {
    id: product._id,
    href: `/products/${product.productType ?? category}/${product.slug}`,
    name: product.name,
    description: truncate(product.shortDescription, cut),
    cover: product.images.cover,
    tags: product.tradingPartner,
  }
}

/** A model as the selector shows it: its label and its details as name/value rows. */
export type SelectableModel = { id: string; label: string; details: { name: string; value: string }[] }

export function toSelectableModel(model: Model): SelectableModel {
  return {
    id: model._id,
    label: model.id,
    details: model.details.map((detail) => ({ name: detail.column1, value: detail.column2 })),
  }
}
