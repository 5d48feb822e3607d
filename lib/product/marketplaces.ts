import type { Product } from '@/lib/catalogue/schemas'

/** The marketplaces a product may be sold on, in the order their buttons show. */
const marketplaces = [
  { field: 'amazonLink', name: 'Amazon' },
  { field: 'flipkartLink', name: 'Flipkart' },
  { field: 'gemLink', name: 'GeM' },
] as const
export type Marketplace = (typeof marketplaces)[number]['name']

/** One button per marketplace whose link is not an empty string. */
export function marketplaceLinks(product: Pick<Product, 'amazonLink' | 'flipkartLink' | 'gemLink'>) {
  return marketplaces.flatMap(({ field, name }) => (product[field] ? [{ name, href: product[field] }] : []))
}
