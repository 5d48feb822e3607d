import { createClient } from 'redis'
import { detailCategories } from '../lib/catalogue/schemas'
import { productRoute } from '../lib/navigation/routes'
import { embedded } from '../tests/support/catalogue'
import { startRedis } from '../tests/support/redis'
import { startSite } from '../tests/support/site'

/** The bytes a page's entry takes in the cache Redis, for the product page of each line and `/`. */
export type PageCacheBytes = { path: string; bytes: number }[]

export const pageCachePaths = ['/', ...detailCategories.map((line) => productRoute(line, embedded[line][0]!.slug))]

/**
 * A server on a Redis of its own copies the build's pages into it as it starts; each page is then
 * visited once, and its entry (the key ending in its path) measured with STRLEN, as stored.
 */
export async function measurePageCacheBytes(): Promise<PageCacheBytes> {
  const redis = await startRedis()
  const site = await startSite({ REDIS_CACHE_URL: redis.url })
  const client = createClient({ url: redis.url })
  try {
    await client.connect()
    const measured: PageCacheBytes = []
    for (const path of pageCachePaths) {
      const response = await fetch(`${site.url}${path}`)
      if (!response.ok) throw new Error(`${path} answered ${response.status}`)
      await response.arrayBuffer()
      const keys = (await client.keys('*')).filter((key) => key.endsWith(`$${path === '/' ? '/index' : path}`))
      if (keys.length !== 1) throw new Error(`${path}: ${keys.length} cache entries (${keys.join(', ')})`)
      measured.push({ path, bytes: await client.strLen(keys[0]!) })
    }
    return measured
  } finally {
    await client.quit()
    await site.dispose()
    await redis.stop()
  }
}

if (require.main === module) {
  void measurePageCacheBytes().then((rows) => {
    for (const { path, bytes } of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${path}`)
  })
}
