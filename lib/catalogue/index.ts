import 'server-only'
import { cache } from 'react'
import { env } from '@/lib/server/env'
import { imageHosts } from '@/lib/images/image-hosts'
import { isOwnBrand, ownBrandLines } from '@/lib/product/related-products'
import { logosWithAllowedImages, withAllowedUrls } from './allowed-urls'
import { type ProductPage, toProductPage } from './product-page'
import type { Category, Logo, LogoKind, Product, ProductCard } from './schemas'
import { declareDependency } from './http'
import { readMode } from './read-mode'
import { catalogue, catalogueSource, currentCards, hasProduct } from './snapshot'
import { listTags } from './tags'

function settings() {
  const { API_URL, IMAGE_HOSTS } = env()
  return { source: catalogueSource(), hosts: imageHosts(API_URL, IMAGE_HOSTS) }
}

/**
 * The snapshot a render reads, verified against the freshness signal once a render (one Redis
 * `GET`), however many lists and products the page and its metadata load.
 */
const renderSnapshot = cache(() => catalogue().current({ verified: true }))

/**
 * What pages load, memoized per render so a page and its metadata share one load. `null`
 * means the catalogue could not be reached: render the section empty (islands may retry).
 * Lists are of cards, read from the process's catalogue snapshot, as the proxy, search and the
 * sitemap read them; the page is tagged with the line's cache tags, so the webhook reaches it,
 * and rendered again soon while the line is a last good copy. A preview reads upstream as it is.
 * A product's whole record comes from `getProductPage`, by its slug.
 */
export const getProductCards = cache(async (category: Category): Promise<ProductCard[] | null> => {
  const { source, hosts } = settings()
  if ((await readMode(false)) === 'preview') {
    const line = await source.loadLine(category, { keep: false })
    return line && line.cards.map((card) => withAllowedUrls(card, hosts))
  }
  const held = await renderSnapshot()
  // A line the snapshot could not load is asked for again, as a cache miss would be.
  const line = held.lines[category] ?? (await catalogue().retryMissing(category)).lines[category]
  const { CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_RETRY_SECONDS } = env()
  await declareDependency(listTags(category), line?.fresh ? CATALOGUE_REVALIDATE_SECONDS : CATALOGUE_RETRY_SECONDS)
  return line ? line.cards : null
})

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
  const product = slice.product && withAllowedUrls(slice.product, hosts)
  if ((await readMode(false)) === 'preview') return toProductPage({ product, related: slice.related.map(allowed) }, category)
  // The snapshot decides what exists: a product it no longer has is a 404, never a page kept
  // from an older answer; its related products are shown as the snapshot lists them.
  const snapshot = await renderSnapshot()
  if (!hasProduct(snapshot, category, slug)) return undefined
  return toProductPage({ product, related: currentCards(snapshot, slice.related) }, category)
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
