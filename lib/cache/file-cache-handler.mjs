import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { withCriticalCss } from '../critical-css/page-entry.mjs'

/**
 * Next's own cache on the file system, for a server without a Redis cache (one instance, the
 * tests): a page it renders after the build is kept with its critical CSS inlined, as the build's
 * pages and the Redis cache's are (lib/critical-css).
 */
const Base = FileSystemCache.default ?? FileSystemCache

export default class FileCacheHandler extends Base {
  set(key, value, ctx) {
    return super.set(key, withCriticalCss(value), ctx)
  }
}
