import 'server-only'
import { cache } from 'react'
import { env } from '@/lib/env'
import { embeddedSource } from './embedded'
import { type ProductPage, toProductPage } from './product-page'
import type { Category, Logo, LogoKind, Product } from './schemas'
import type { CatalogueSource } from './source'
import { upstreamSource } from './upstream'

function source(): CatalogueSource {
  return env().API_URL ? upstreamSource : embeddedSource
}

/** Memoized per render, so a page and its metadata share one load. */
export const getProducts = cache((category: Category): Promise<Product[] | null> => source().listProducts(category))

export const getLogos = cache((kind: LogoKind): Promise<Logo[] | null> => source().listLogos(kind))

/** `undefined`: no such product here (a 404). `null`: the catalogue could not be reached. */
export const getProductPage = cache(async (category: Category, slug: string): Promise<ProductPage | undefined | null> => {
  const fetched = await source().fetchProducts(slug, category)
  return fetched === null ? null : toProductPage(fetched, slug, category)
})
