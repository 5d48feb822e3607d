import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { indexNow } from '@/lib/seo/indexnow-client'
import { captureLog } from '@/tests/support/log'
import { freePort } from '@/tests/support/ports'
import { redisForThisFile } from '@/tests/support/redis-jest'
import type { Category, ProductCard } from '../schemas'
import type { LoadedLine } from '../source'
import { firstSeen } from './edits'

const redis = redisForThisFile('edits')
const KEY = 'indexnow-key-0123'
const NAMES = ['REDIS_URL', 'NEXT_PHASE', 'INDEXNOW_KEY', 'INDEXNOW_ENDPOINT', 'SITE_URL'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))

/** The search engines' IndexNow endpoint, keeping the URL lists it is sent. */
let server: Server
const sent: string[][] = []
let log: ReturnType<typeof captureLog>

const line = (products: Record<string, string>): LoadedLine => ({
  cards: Object.keys(products).map((slug) => ({ slug }) as ProductCard),
  documents: [],
  fresh: true,
  pages: Object.values(products),
})
/** A new process: its first-seen watch and IndexNow sender made again from the environment. */
const restart = () => {
  for (const name of ['catalogue-first-seen', 'indexnow']) delete (globalThis as Record<symbol, unknown>)[Symbol.for(`arkvolt.${name}`)]
}
const events = (name: string) => log.events.filter((event) => event.event === name)

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      sent.push((JSON.parse(body) as { urlList: string[] }).urlList)
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  restart()
})

beforeEach(() => {
  for (const name of NAMES) delete process.env[name]
  sent.length = 0
  restart()
  log = captureLog()
})

afterEach(() => log.restore())

describe('firstSeen', () => {
  it('keeps the times in the durable Redis, where a restarted process reads them', async () => {
    process.env.REDIS_URL = redis.url()
    await firstSeen().observe({ fan: line({ vayu: 'a' }) }, Date.now())
    restart()
    expect((await firstSeen().times())?.fan.has('vayu')).toBe(true)
  })

  it('keeps them in the process without Redis: a restart forgets them', async () => {
    await firstSeen().observe({ fan: line({ vayu: 'a' }) }, Date.now())
    expect((await firstSeen().times())?.fan.has('vayu')).toBe(true)
    restart()
    expect((await firstSeen().times())?.fan.has('vayu')).toBe(false)
  })

  it('records nothing during the build, whose times would move at the first start', async () => {
    process.env.NEXT_PHASE = 'phase-production-build'
    await firstSeen().observe({ fan: line({ vayu: 'a' }) }, Date.now())
    expect(await firstSeen().times()).toBeNull()
    expect(events('catalogue.first_seen')).toEqual([])
  })

  it('logs each line recorded, with the count of products an edit changed', async () => {
    await firstSeen().observe({ fan: line({ vayu: 'a', pankha: 'b' }) }, 1)
    await firstSeen().observe({ fan: line({ vayu: 'a2', pankha: 'b' }) }, 2)
    const fan = events('catalogue.first_seen').filter((event) => event.line === 'fan')
    expect(fan.map(({ outcome, edited }) => ({ outcome, edited }))).toEqual([
      { outcome: 'first', edited: 0 },
      { outcome: 'changed', edited: 1 },
    ])
  })

  it('logs a line its store could not record, as a warning', async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`
    await firstSeen().observe({ solar: line({ panel: 'p' }) }, 1)
    const failed = events('catalogue.first_seen_failed')
    expect(failed.map(({ level, line }) => ({ level, line }))).toEqual([{ level: 'warn', line: 'solar' }])
    expect(failed[0]?.reason).toMatch(/^Error: /)
  })

  it('sends the pages of products it saw edited first to IndexNow, never those of trading items', async () => {
    process.env.INDEXNOW_KEY = KEY
    process.env.INDEXNOW_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`
    process.env.SITE_URL = 'https://www.example.com'
    const lines = (hash: string): Partial<Record<Category, LoadedLine>> => ({
      fan: line({ vayu: hash, pankha: 'b' }),
      trading: line({ partner: hash }),
    })
    await firstSeen().observe(lines('a'), 1)
    await firstSeen().observe(lines('a2'), 2)
    await indexNow()!.idle()
    expect(sent).toEqual([['https://www.example.com/products/fan/vayu']])
    expect(events('indexnow.submitted').map(({ line, urls }) => ({ line, urls }))).toEqual([{ line: 'fan', urls: 1 }])
  })

  it('sends nothing while IndexNow is off', async () => {
    await firstSeen().observe({ fan: line({ vayu: 'a' }) }, 1)
    await firstSeen().observe({ fan: line({ vayu: 'a2' }) }, 2)
    expect(events('indexnow.submitted')).toEqual([])
  })
})
