import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'

/**
 * Next's own data cache (its IncrementalCache over the file system, as `next start` has it without
 * a custom handler) for code under test that calls `unstable_cache` outside a Next server. Next
 * looks for it on `globalThis.__incrementalCache` when no request is being served.
 */
export function installDataCache() {
  const root = mkdtempSync(path.join(tmpdir(), 'data-cache-'))
  const dir = path.join(root, 'server')
  const cache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir: dir,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    fetchCacheKeyPrefix: '',
    previewProps: { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' },
    },
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0])
  const global = globalThis as { __incrementalCache?: IncrementalCache }
  global.__incrementalCache = cache
  return {
    /** The folder Next writes under (`<dir>/../cache/fetch-cache`, as beside .next/server). */
    dir,
    uninstall() {
      delete global.__incrementalCache
      rmSync(root, { recursive: true, force: true })
    },
  }
}
