import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '@/tests/support/ports'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { loadLastGood, saveLastGood } from './last-good'

const redis = redisForThisFile('last-good')
const dirs: string[] = []

/** One server's view: its own disk folder, and the shared Redis when given. */
function instance(redisUrl?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'last-good-'))
  dirs.push(dir)
  return <T>(work: () => Promise<T>): Promise<T> => {
    process.env.CATALOGUE_CACHE_DIR = dir
    if (redisUrl) process.env.REDIS_URL = redisUrl
    else delete process.env.REDIS_URL
    return work()
  }
}

afterAll(() => {
  delete process.env.REDIS_URL
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('last good copies', () => {
  it("are read from the shared Redis before the instance's own disk, which may hold an older copy", async () => {
    const call = `GET /api/product/list/fan#${redis.prefix()}`
    const a = instance(redis.url())
    const b = instance(redis.url())
    // B kept the answer of its time; A saw a newer one later.
    await b(() => saveLastGood(call, [{ slug: 'vayu', name: 'older' }]))
    await a(() => saveLastGood(call, [{ slug: 'vayu', name: 'newer' }]))
    expect(await b(() => loadLastGood(call))).toEqual([{ slug: 'vayu', name: 'newer' }])
  })

  it('reach a fresh instance, with nothing on its disk, through the shared Redis', async () => {
    const call = `GET /api/product/list/solar#${redis.prefix()}`
    await instance(redis.url())(() => saveLastGood(call, [{ slug: 'street-light' }]))
    expect(await instance(redis.url())(() => loadLastGood(call))).toEqual([{ slug: 'street-light' }])
  })

  it('stay on disk without Redis, one file a call', async () => {
    const call = `GET /api/product/list/ac#${redis.prefix()}`
    const alone = instance()
    await alone(() => saveLastGood(call, [1, 2]))
    expect(await alone(() => loadLastGood(call))).toEqual([1, 2])
    expect(readdirSync(dirs.at(-1)!)).toHaveLength(1)
    expect(await instance()(() => loadLastGood(call))).toBeUndefined()
  })

  it("fall back to the server's own copy while Redis is away", async () => {
    const call = `GET /api/logo/list/channel-partner#${redis.prefix()}`
    const away = instance(`redis://127.0.0.1:${await freePort()}`)
    await away(() => saveLastGood(call, ['kept']))
    expect(await away(() => loadLastGood(call))).toEqual(['kept'])
  })

  it('are not written again for a version already kept, and are for a new one', async () => {
    const call = `GET /api/product/list/light#${redis.prefix()}`
    const alone = instance()
    await alone(() => saveLastGood(call, ['first'], 'v1'))
    rmSync(path.join(dirs.at(-1)!, readdirSync(dirs.at(-1)!)[0]!))
    await alone(() => saveLastGood(call, ['first'], 'v1'))
    expect(readdirSync(dirs.at(-1)!)).toEqual([])
    await alone(() => saveLastGood(call, ['second'], 'v2'))
    expect(await alone(() => loadLastGood(call))).toEqual(['second'])
  })
})
