import 'server-only'
import { cache } from 'react'
import { env } from '@/lib/env'
import { imageHosts } from '@/lib/image-hosts'
import { isOwnBrand, ownBrandLines } from '@/lib/product/related-products'
import { logosWithAllowedImages, withAllowedUrls } from './allowed-urls'
import { embeddedSource } from './embedded'
import { type ProductPage, toProductPage } from './product-page'
import type { Category, Logo, LogoKind, Product, ProductCard } from './schemas'
import type { SearchDocument } from './search-document'
import type { CatalogueSource } from './source'
import { upstreamSource } from './upstream-source'

function settings() {
  const { API_URL, IMAGE_HOSTS } = env()
  return { source: (API_URL ? upstreamSource : embeddedSource) as CatalogueSource, hosts: imageHosts(API_URL, IMAGE_HOSTS) }
}

async function products<T extends ProductCard>(load: (source: CatalogueSource) => Promise<T[] | null>): Promise<T[] | null> {
  const { source, hosts } = settings()
  const list = await load(source)
  return list && list.map((product) => withAllowedUrls(product, hosts))
}

/**
 * What pages load, memoized per render so a page and its metadata share one load. `null`
 * means the catalogue could not be reached: render the section empty (islands may retry).
 * Lists are of cards; a product's whole record comes from `getProductPage`, by its slug.
 */
export const getProductCards = cache((category: Category) => products((source) => source.listCards(category)))

export const getLogos = cache(async (kind: LogoKind): Promise<Logo[] | null> => {
  const { source, hosts } = settings()
  const logos = await source.listLogos(kind)
  return logos && logosWithAllowedImages(logos, hosts)
})

/** `undefined`: no such product under this category (a 404). `null`: the catalogue could not be reached. */
export const getProductPage = cache(async (category: Category, slug: string): Promise<ProductPage | undefined | null> => {
  const { source, hosts } = settings()
  const slice = await source.fetchProduct(slug, category)
  if (!slice) return null
  const allowed = (product: ProductCard) => withAllowedUrls(product, hosts)
  return toProductPage({ product: slice.product && withAllowedUrls(slice.product, hosts), related: slice.related.map(allowed) }, category)
})

/** The featured fan: the first of the fan list, read whole by its slug (its key features and points). */
export const getFeaturedFan = cache(async (): Promise<Product | undefined> => {
  const first = (await getProductCards('fan'))?.[0]
  return first && (await getProductPage('fan', first.slug))?.product
})

/** The products of the company's own brands, from every line that has them, for /brands. */
export const getOwnBrandProducts = cache(async (): Promise<ProductCard[] | null> => {
  const lines = ownBrandLines
  const lists = await Promise.all(lines.map((category) => getProductCards(category)))
  if (lists.every((list) => list === null)) return null
  // Each slide links under its own line, so a product keeps the line it was listed in.
  return lists
    .flatMap((list, index) => (list ?? []).map((product) => ({ ...product, productType: product.productType ?? lines[index] })))
    .filter(isOwnBrand)
})

/**
 * A line as the search index reads it: its cards (allow-listed like every page's) and its search
 * documents, through the same data cache the landings read. Not memoized: the index reads it
 * outside any render. Null when the line could not be loaded at all.
 */
export async function getSearchableLine(category: Category): Promise<{ cards: ProductCard[]; documents: SearchDocument[] } | null> {
  const { source } = settings()
  const [cards, documents] = await Promise.all([products((each) => each.listCards(category)), source.listSearchDocuments(category)])
  return cards && { cards, documents: documents ?? [] }
}
