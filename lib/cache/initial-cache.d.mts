export function filedUnderRouteCacheKeys<
  T extends abstract new (...args: never[]) => { set(key: string, ...valueAndContext: never[]): Promise<void> },
>(CacheHandler: T, serverDir?: string): T
export function routeCacheKey(serverDir: string, cachePath: string): Promise<string | undefined>
