import { areTagsExpired, areTagsStale, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'
import { redisClient } from '@/lib/redis/client.mjs'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { createStaleTags, SHARED_STALE_TAGS, staleMarks } from './stale-tags.mjs'

const redis = redisForThisFile('stale-tags')
const YEAR_S = 365 * 24 * 3600

/** One instance's marks on the shared hash; `fresh` forgets what this process knew, as another process would start. */
function instance(redisUrl: string | undefined = redis.url()) {
  return createStaleTags({ client: () => (redisUrl ? redisClient(redisUrl) : undefined), key: `${redis.prefix()}marks`, timeoutMs: 1000 })
}
const tag = (name: string) => `${redis.prefix()}${name}`

afterEach(() => tagsManifest.clear())

describe('stale tags, as Next reads them', () => {
  it('make entries made before the call stale, not expired, and leave later ones fresh', async () => {
    const before = Date.now() - 1
    await instance().mark([tag('products:fan')], { expire: YEAR_S })
    const after = Date.now() + 1
    expect(areTagsStale([tag('products:fan')], before)).toBe(true)
    expect(areTagsExpired([tag('products:fan')], before)).toBe(false)
    expect(areTagsStale([tag('products:fan')], after)).toBe(false)
    expect(areTagsStale([tag('products:light')], before)).toBe(false)
  })

  it('are marked in this process before anything is awaited', () => {
    const before = Date.now() - 1
    void instance().mark([tag('logos:happy-customer')], { expire: YEAR_S })
    expect(areTagsStale([tag('logos:happy-customer')], before)).toBe(true)
  })

  it('reach another instance through Redis when it reads an entry with the tag', async () => {
    const before = Date.now() - 1
    await instance().mark([tag('product:vayu'), tag('products')], { expire: YEAR_S })
    tagsManifest.clear()
    expect(areTagsStale([tag('product:vayu')], before)).toBe(false)
    await instance().learn([tag('product:vayu'), tag('unrelated')])
    expect(areTagsStale([tag('product:vayu')], before)).toBe(true)
    expect(areTagsStale([tag('unrelated')], before)).toBe(false)
  })

  it('expire after the profile’s expire time, as the file-system cache does', async () => {
    const longAgo = Date.now() - 10_000
    await instance().mark([tag('products:ac')], { expire: 1 }, longAgo)
    expect(areTagsExpired([tag('products:ac')], longAgo - 1)).toBe(true)
  })

  it('keep the newest mark when an older one is learned later', async () => {
    const older = Date.now() - 60_000
    await instance().mark([tag('products:frp')], { expire: YEAR_S }, older)
    tagsManifest.clear()
    await instance(undefined).mark([tag('products:frp')], { expire: YEAR_S })
    await instance().learn([tag('products:frp')])
    expect(areTagsStale([tag('products:frp')], older + 1000)).toBe(true)
  })

  it('still mark this process without Redis, and learning never fails', async () => {
    const before = Date.now() - 1
    const alone = instance(undefined)
    await alone.mark([tag('products:solar')], { expire: YEAR_S })
    await expect(alone.learn([tag('products:solar')])).resolves.toBeUndefined()
    expect(areTagsStale([tag('products:solar')], before)).toBe(true)
  })
})

describe('staleMarks', () => {
  afterEach(() => delete (globalThis as Record<symbol, unknown>)[SHARED_STALE_TAGS])

  it('is when each tag was last marked stale, 0 for a tag never marked', async () => {
    await instance(undefined).mark([tag('products:fan')], { expire: YEAR_S }, 1234)
    expect(await staleMarks([tag('products:fan'), tag('products:light')])).toEqual([1234, 0])
  })

  it("learns another instance's marks first when the cache is shared", async () => {
    await instance().mark([tag('products:solar')], { expire: YEAR_S }, 5678)
    tagsManifest.clear()
    expect(await staleMarks([tag('products:solar')])).toEqual([0])
    ;(globalThis as Record<symbol, unknown>)[SHARED_STALE_TAGS] = instance()
    expect(await staleMarks([tag('products:solar')])).toEqual([5678])
  })
})
