import 'server-only'
import { cache } from 'react'
import { env } from '@/lib/server/env'
import { imageHosts } from '@/lib/images/image-hosts'
import { isOwnBrand, ownBrandLines } from '@/lib/product/related-products'
import { logosWithAllowedImages, withAllowedUrls } from './allowed-urls'
import { type ProductPage, toProductPage } from './product-page'
import type { RefusedItem } from './report/findings'
import type { Category, Logo, LogoKind, Product, ProductCard } from './schemas'
import { declareDependency } from './http'
import { readMode } from './read-mode'
import { duplicateOf } from './report/check-line'
import { catalogue, catalogueSource, currentCards, earlierHolder, hasProduct } from './snapshot'
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
  if ((await readMode(false)) === 'preview') return (await previewLine(category))?.cards ?? null
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

/** A line as upstream lists it now, checked, for a preview: loaded once a render, kept nowhere. */
const previewLine = cache((category: Category) => {
  const { source, hosts } = settings()
  return source.loadLine(category, { keep: false, hosts })
})

/**
 * `undefined`: no such product under this category (a 404). `null`: the catalogue could not be reached.
 * A product's page is served under the line whose list shows it (lib/catalogue/report), whatever
 * its `productType` says.
 */
export const getProductPage = cache(async (category: Category, slug: string): Promise<ProductPage | undefined | null> => {
  const { source, hosts } = settings()
  const preview = (await readMode(false)) === 'preview'
  const [line, snapshot] = await Promise.all([preview ? previewLine(category) : null, renderSnapshot()])
  // The item the lists show under this slug: upstream's fetch may answer another with the same slug first.
  const listed = preview ? line?.cards.find((card) => card.slug === slug) : snapshot.cards.get(slug)
  const slice = await source.fetchProduct(slug, category, listed?._id)
  if (!slice) return null
  const allowed = (product: ProductCard) => withAllowedUrls(product, hosts)
  const product = slice.product && withAllowedUrls({ ...slice.product, productType: category }, hosts)
  if (preview) {
    const shown = (line ? listed !== undefined : true) && !earlierHolder(snapshot, category, slug)
    return shown ? toProductPage({ product, related: slice.related.map(allowed) }, category) : undefined
  }
  // The snapshot decides what exists: a product it no longer has is a 404, never a page kept
  // from an older answer; its related products are shown as the snapshot lists them.
  if (!hasProduct(snapshot, category, slug)) return undefined
  return toProductPage({ product, related: currentCards(snapshot, slice.related) }, category)
})

/**
 * For a preview of a product not shown: the items of its line that upstream sends under this
 * slug and the site refuses, with the reasons. From the line as upstream lists it now, and from
 * the snapshot for a slug another line holds. Empty outside a preview: visitors get the 404 alone.
 */
export const getPreviewRefusals = cache(async (category: Category, slug: string): Promise<RefusedItem[]> => {
  if ((await readMode(false)) !== 'preview') return []
  const [line, snapshot] = await Promise.all([previewLine(category), renderSnapshot()])
  const own = line?.report?.refusedItems.filter((item) => item.slug === slug) ?? []
  const card = line?.cards.find((each) => each.slug === slug)
  const winnerLine = earlierHolder(snapshot, category, slug)
  const winner = winnerLine && snapshot.cards.get(slug)
  if (card && winnerLine && winner) return [...own, { id: card._id, slug, reasons: [duplicateOf(winnerLine, winner)] }]
  return own
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
