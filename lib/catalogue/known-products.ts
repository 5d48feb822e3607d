import { env } from '@/lib/env'
import { embeddedSource } from './embedded'
import { ProductIndex } from './product-index'
import type { DetailCategory } from './schemas'
import { upstreamSource } from './upstream'

/** How long after one reload an unknown slug may reload a line's list again. */
const RECHECK_MS = 10_000

const KEY = Symbol.for('arkvolt.product-index')
type Holder = { [KEY]?: ProductIndex<DetailCategory> }

/**
 * The process's index of product slugs. Kept on globalThis because the proxy and the webhook's
 * route are bundled apart, and the webhook must reach the index the proxy reads.
 */
export function productIndex(): ProductIndex<DetailCategory> {
  const holder = globalThis as Holder
  holder[KEY] ??= new ProductIndex<DetailCategory>(
    async (category) => {
      // The proxy runs outside any page render: it must not read or write the pages' data cache.
      const list = await (env().API_URL ? upstreamSource : embeddedSource).listProducts(category, { uncached: true })
      return list && list.filter((product) => !product.productType || product.productType === category).map((product) => product.slug)
    },
    { maxAgeMs: env().CATALOGUE_REVALIDATE_SECONDS * 1000, recheckMs: RECHECK_MS },
  )
  return holder[KEY]
}
