import type { CacheHandler } from '@fortedigital/nextjs-cache-handler'

declare const SharedCacheHandler: typeof CacheHandler
export default SharedCacheHandler
