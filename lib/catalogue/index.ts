import 'server-only'
import { cache } from 'react'
import { env } from '@/lib/env'
import { imageHosts } from '@/lib/remote-images'
import { cleanLogos, cleanProduct } from './clean'
import { embeddedSource } from './embedded'
import { type ProductPage, toProductPage } from './product-page'
import type { Category, Logo, LogoKind, Product } from './schemas'
import type { CatalogueSource } from './source'
import { upstreamSource } from './upstream'

function settings() {
  const { API_URL, IMAGE_HOSTS } = env()
  return { source: (API_URL ? upstreamSource : embeddedSource) as CatalogueSource, hosts: imageHosts(API_URL, IMAGE_HOSTS) }
}

async function products(load: (source: CatalogueSource) => Promise<Product[] | null>): Promise<Product[] | null> {
  const { source, hosts } = settings()
  const list = await load(source)
  return list && list.map((product) => cleanProduct(product, hosts))
}

/**
 * What pages load, memoized per render so a page and its metadata share one load. `null`
 * means the catalogue could not be reached: render the section empty (islands may retry).
 */
export const getProducts = cache((category: Category) => products((source) => source.listProducts(category)))

export const getLogos = cache(async (kind: LogoKind): Promise<Logo[] | null> => {
  const { source, hosts } = settings()
  const logos = await source.listLogos(kind)
  return logos && cleanLogos(logos, hosts)
})

/** `undefined`: no such product under this category (a 404). `null`: the catalogue could not be reached. */
export const getProductPage = cache(async (category: Category, slug: string): Promise<ProductPage | undefined | null> => {
  const fetched = await products((source) => source.fetchProducts(slug, category))
  return fetched && toProductPage(fetched, slug, category)
})
