import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { captureConsole } from '@/tests/support/console'
import { installDataCache } from '@/tests/support/data-cache'
import { readChunked } from './chunked-cache'
import { packChunks } from './chunks'

/** Against Next's own data cache (its IncrementalCache on a scratch folder), with its item limit. */
let dataCache: ReturnType<typeof installDataCache>
let warnings: ReturnType<typeof captureConsole>
beforeEach(() => {
  dataCache = installDataCache()
  warnings = captureConsole('warn')
})
afterEach(() => {
  warnings.restore()
  dataCache.uninstall()
})

/** A list of `count` items of about a kilobyte each (4,000 fill three chunks), and a load that counts its calls. */
function source(count: number, label = 'item') {
  let list = Array.from({ length: count }, (_, index) => ({ id: index, name: `${label} ${index}`, text: 'x'.repeat(1000) }))
  const counter = { loads: 0 }
  return {
    counter,
    get list() {
      return list
    },
    rename(to: string) {
      list = list.map((item) => ({ ...item, name: `${to} ${item.id}` }))
    },
    load: async () => {
      counter.loads++
      return packChunks(list)
    },
  }
}
const options = { tags: ['products:light'], revalidate: 300 }
const cacheFiles = () => readdirSync(path.join(dataCache.dir, '..', 'cache', 'fetch-cache')).filter((file) => !file.endsWith('.json'))

describe('readChunked', () => {
  it('keeps a list of many megabytes in items under the limit, and reads it back without loading it again', async () => {
    const line = source(4000)
    expect((await readChunked('light', line.load, options)).items).toEqual(line.list)
    expect(line.counter.loads).toBe(1)
    expect(warnings.lines.join('\n')).not.toMatch(/items over 2MB/)
    expect(cacheFiles().length).toBeGreaterThanOrEqual(3)

    expect((await readChunked('light', line.load, options)).items).toEqual(line.list)
    expect(line.counter.loads).toBe(1)
  }, 60_000)

  it('keeps lists apart by name', async () => {
    const [fans, lights] = [source(3, 'fan'), source(3, 'light')]
    await readChunked('fan', fans.load, options)
    expect((await readChunked('light', lights.load, options)).items).toEqual(lights.list)
  })

  it('never mixes chunks of two loads: a chunk made again from a changed list makes the read use its own load', async () => {
    const line = source(4000, 'before')
    await readChunked('light', line.load, options)
    line.rename('after')
    rmSync(path.join(dataCache.dir, '..', 'cache', 'fetch-cache', cacheFiles()[2]!))
    expect((await readChunked('light', line.load, options)).items).toEqual(line.list)
    expect(line.counter.loads).toBe(2)
  }, 60_000)

  it('throws when nothing is cached and the load fails, and caches nothing', async () => {
    const failing = async () => {
      throw new Error('upstream down')
    }
    await expect(readChunked('light', failing, options)).rejects.toThrow('upstream down')
    const line = source(3)
    expect((await readChunked('light', line.load, options)).items).toEqual(line.list)
    expect(line.counter.loads).toBe(1)
  })
})
