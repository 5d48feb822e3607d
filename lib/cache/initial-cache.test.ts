import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { filedUnderRouteCacheKeys, routeCacheKey } from './initial-cache.mjs'

const pageKey = '/route-cache/APP_PAGE/00a5/$/products/fan'
const homeKey = '/route-cache/APP_PAGE/c637/$/index'

describe('the initial copy of the build into the shared cache', () => {
  let serverDir: string
  beforeAll(() => {
    serverDir = mkdtempSync(path.join(tmpdir(), 'initial-cache-'))
    mkdirSync(path.join(serverDir, 'app/products'), { recursive: true })
    writeFileSync(path.join(serverDir, 'app/products/fan.meta'), JSON.stringify({ status: 200, routeCache: { key: pageKey } }))
    writeFileSync(path.join(serverDir, 'app/index.meta'), JSON.stringify({ routeCache: { key: homeKey } }))
    writeFileSync(path.join(serverDir, 'app/products/broken.meta'), '{"routeCache":')
    writeFileSync(path.join(serverDir, 'outside.meta'), JSON.stringify({ routeCache: { key: '/route-cache/outside' } }))
  })
  afterAll(() => rmSync(serverDir, { recursive: true, force: true }))

  it('files a prerendered page under the route-cache key its build recorded, and anything else under its own key', async () => {
    const stored: string[] = []
    class Recording {
      async set(key: string) {
        stored.push(key)
      }
    }
    const Handler = filedUnderRouteCacheKeys(Recording, serverDir)
    const handler = new Handler()
    await handler.set('/products/fan')
    await handler.set('/index')
    await handler.set('4f1c2a9d8e7b')
    expect(stored).toEqual([pageKey, homeKey, '4f1c2a9d8e7b'])
  })

  it('keeps every other key as it is: data-cache hashes, pages with no or a broken record, paths out of the build', async () => {
    for (const key of ['4f1c2a9d8e7b', '/products/light', '/products/broken', '/../outside', '../../etc/passwd']) {
      expect(await routeCacheKey(serverDir, key)).toBeUndefined()
    }
  })
})
