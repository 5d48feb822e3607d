import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The cache handler for the library's `registerInitialCache`, which copies the build's pages into
 * the shared cache when a server starts. The library files each page under its path
 * (`/products/fan`); Next 16 looks a page up under its route-cache key
 * (`/route-cache/APP_PAGE/<hash of the route>/$/products/fan`), which the build writes in the
 * page's `.meta`. Filed under the path, no copy was ever read: every page was rendered again on
 * its first visit after a deploy, and the first client navigation to an unknown URL got the 404
 * page with a 200. Entries with no such `.meta` (the data cache's) keep their key.
 */
export function filedUnderRouteCacheKeys(CacheHandler, serverDir = path.join(process.cwd(), '.next/server')) {
  return class extends CacheHandler {
    async set(key, value, context) {
      return super.set((await routeCacheKey(serverDir, key)) ?? key, value, context)
    }
  }
}

/** The route-cache key the build recorded for the prerendered page or route at `cachePath`. */
export async function routeCacheKey(serverDir, cachePath) {
  const metaFile = path.join(serverDir, 'app', `${cachePath}.meta`)
  // Only a path inside the build's app folder: a data-cache key is a hash, never a path there.
  if (!metaFile.startsWith(path.join(serverDir, 'app') + path.sep)) return undefined
  try {
    const key = JSON.parse(await readFile(metaFile, 'utf8'))?.routeCache?.key
    return typeof key === 'string' ? key : undefined
  } catch {
    return undefined
  }
}
