import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'
import { embeddedSource } from './embedded'
import { ProductIndex } from './product-index'
import { type Category, detailCategories } from './schemas'
import { upstreamSource } from './upstream-source'

/** How long after one reload an unknown slug may reload a line's list again. */
const RECHECK_MS = 10_000

/**
 * The process's index of product slugs, of every line (the trading items' too, for the pages of
 * their grid): the proxy reads it, the webhook's route forgets it.
 */
export function productIndex(): ProductIndex<Category> {
  return processSingleton(
    'product-index',
    () =>
      new ProductIndex<Category>(
        async (category) => {
          // The proxy runs outside any page render: it must not read or write the pages' data cache.
          const list = await (env().API_URL ? upstreamSource : embeddedSource).listCards(category, { uncached: true })
          return list && list.filter((product) => !product.productType || product.productType === category).map((product) => product.slug)
        },
        { maxAgeMs: env().CATALOGUE_REVALIDATE_SECONDS * 1000, recheckMs: RECHECK_MS },
      ),
  )
}

/** Whether a product of any line with detail pages has this slug, by the index above. */
export async function isDetailProduct(slug: string): Promise<boolean> {
  const index = productIndex()
  return (await Promise.all(detailCategories.map((line) => index.has(line, slug)))).includes(true)
}
