import { createClient } from 'redis'
import { metrics } from '@/lib/metrics/registry'
import { type RedisClient, redisClient } from '@/lib/redis/client.mjs'
import { captureLog } from '@/tests/support/log'
import { startRedis } from '@/tests/support/redis'
import { redisForThisFile } from '@/tests/support/redis-jest'
import type { Counter, Draw } from './allowances'
import { allowancesInMemory } from './allowances-memory'
import { allowancesInRedis } from './allowances-redis'

const redis = redisForThisFile('allow')
let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
})
afterEach(() => log.restore())

const client: Counter = { name: 'client', points: 3, seconds: 60 }
const total: Counter = { name: 'total', points: 5, seconds: 60 }
/** A message of `key`: its client's allowance, and everyone's. */
const of = (key: string): Draw<'client' | 'total'>[] => [
  { counter: client, key, scope: 'client' },
  { counter: total, key: 'all', scope: 'total' },
]
/** The allowances of one instance, on its own connection to the shared Redis when given one. */
const instance = (connection?: RedisClient, timeoutMs?: number) =>
  allowancesInRedis('test', allowancesInMemory(), {
    client: async () => connection ?? redisClient(redis.url()),
    prefix: redis.prefix(),
    timeoutMs,
  })
const counted = async (key: string) => Number((await (await redisClient(redis.url())).get(`${redis.prefix()}${key}`)) ?? 0)
const localTakes = async () => (await metrics().rateLimitLocal.get()).values.find((value) => value.labels.limit === 'test')?.value ?? 0

describe('allowances in Redis, all taken or none', () => {
  const connections: RedisClient[] = []
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.destroy()))
  })

  it('never pass a bound however many takes come at once from four instances, and a refused take counts nowhere', async () => {
    for (let i = 0; i < 4; i++) connections.push(await createClient({ url: redis.url() }).connect())
    const instances = connections.map((connection) => instance(connection))
    const senders = Array.from({ length: 20 }, (_, i) => `sender-${i % 4}`)
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => instances[i % 4]!.take(of(senders[i % senders.length]!))))
    expect(answers.filter((answer) => answer.taken)).toHaveLength(5)
    expect(await counted('total:all')).toBe(5)
    // The clients' counters hold exactly the five taken: the 195 refused took from none.
    const byClient = await Promise.all([0, 1, 2, 3].map((i) => counted(`client:sender-${i}`)))
    expect(byClient.reduce((sum, value) => sum + value, 0)).toBe(5)
    for (const value of byClient) expect(value).toBeLessThanOrEqual(3)
    for (const answer of answers) if (!answer.taken) expect(answer.retryAfterMs).toBeGreaterThan(0)
  })

  it('names the allowance that frees last, and keeps no key for a refused take', async () => {
    const allowances = instance()
    const connection = await redisClient(redis.url())
    for (let i = 0; i < 3; i++) expect((await allowances.take(of('a'))).taken).toBe(true)
    expect(await allowances.take(of('a'))).toMatchObject({ taken: false, scope: 'client' })
    for (const key of ['b', 'c']) expect((await allowances.take(of(key))).taken).toBe(true)
    expect(await allowances.take(of('d'))).toMatchObject({ taken: false, scope: 'total' })
    expect(await connection.exists(`${redis.prefix()}client:d`)).toBe(0)
    for (const key of await connection.keys(`${redis.prefix()}*`)) {
      expect(await connection.pTTL(key)).toBeGreaterThan(0)
      expect(await connection.pTTL(key)).toBeLessThanOrEqual(60_000)
    }
    // Both of a's are spent: a take can pass only once the later of the two frees.
    await connection.pExpire(`${redis.prefix()}client:a`, 50_000)
    await connection.pExpire(`${redis.prefix()}total:all`, 20_000)
    const clientLast = await allowances.take(of('a'))
    expect(clientLast).toMatchObject({ taken: false, scope: 'client' })
    expect(!clientLast.taken && clientLast.retryAfterMs).toBeGreaterThan(20_000)
    await connection.pExpire(`${redis.prefix()}total:all`, 55_000)
    expect(await allowances.take(of('a'))).toMatchObject({ taken: false, scope: 'total' })
  })

  it('gives back exactly what a take counted, in its window only', async () => {
    const allowances = instance()
    const first = await allowances.take(of('a'))
    const second = await allowances.take(of('a'))
    if (!first.taken || !second.taken) throw new Error('both fit')
    await first.giveBack()
    expect([await counted('client:a'), await counted('total:all')]).toEqual([1, 1])
    // The client's window ends (as if its minute were over) and a new one starts with a take.
    await (await redisClient(redis.url())).del(`${redis.prefix()}client:a`)
    expect((await allowances.take(of('a'))).taken).toBe(true)
    await second.giveBack()
    // The new window keeps its take; the total, still in the same window, gives one back.
    expect([await counted('client:a'), await counted('total:all')]).toEqual([1, 1])
  })

  it('gives back into the shared Redis, so another instance can take it at once', async () => {
    const [a, b] = [instance(), instance()]
    const takes = await Promise.all(Array.from({ length: 5 }, (_, i) => a.take(of(`k${i}`))))
    expect(await b.take(of('other'))).toMatchObject({ taken: false, scope: 'total' })
    await Promise.all(takes.map((take) => take.taken && take.giveBack()))
    expect(await counted('total:all')).toBe(0)
    expect((await b.take(of('other'))).taken).toBe(true)
  })

  it('loads its scripts again after Redis forgets them', async () => {
    const allowances = instance()
    expect((await allowances.take(of('a'))).taken).toBe(true)
    await (await redisClient(redis.url())).scriptFlush()
    expect((await allowances.take(of('a'))).taken).toBe(true)
    expect(await counted('client:a')).toBe(2)
  })
})

describe('allowances in Redis while Redis fails', () => {
  it('count in memory when a script fails, never throwing: logged once, each take counted', async () => {
    const connection = await redisClient(redis.url())
    // Not a counter: every take meets WRONGTYPE.
    await connection.hSet(`${redis.prefix()}total:all`, 'x', '1')
    const allowances = instance()
    const before = await localTakes()
    const answers = []
    for (let i = 0; i < 7; i++) answers.push((await allowances.take(of(`s${i}`))).taken)
    expect(answers).toEqual([true, true, true, true, true, false, false])
    expect((await localTakes()) - before).toBe(7)
    expect(log.events.filter((event) => event.event === 'rate_limit.local')).toEqual([
      expect.objectContaining({ level: 'warn', limit: 'test', reason: expect.stringContaining('WRONGTYPE') }),
    ])
  })

  it('never credit the memory with a give-back that Redis did not take', async () => {
    const away = await startRedis()
    const allowances = allowancesInRedis('test', allowancesInMemory(), { client: () => redisClient(away.url), prefix: redis.prefix() })
    const one: Draw<'client'>[] = [{ counter: { name: 'one', points: 1, seconds: 60 }, key: 'k', scope: 'client' }]
    const inRedis = await allowances.take(one)
    await away.stop()
    // Redis is gone: the memory counts its own minute, and its one is taken.
    expect((await allowances.take(one)).taken).toBe(true)
    if (inRedis.taken) await inRedis.giveBack()
    expect(log.events).toContainEqual(expect.objectContaining({ event: 'rate_limit.give_back_failed', limit: 'test' }))
    expect((await allowances.take(one)).taken).toBe(false)
  })

  it('never credit the memory with a give-back that timed out', async () => {
    const real = await redisClient(redis.url())
    let hang = false
    const never = () => new Promise<never>(() => {})
    const slow = {
      evalSha: (...args: Parameters<RedisClient['evalSha']>) => (hang ? never() : real.evalSha(...args)),
      eval: (...args: Parameters<RedisClient['eval']>) => (hang ? never() : real.eval(...args)),
    } as unknown as RedisClient
    const allowances = instance(slow, 100)
    const takes = [await allowances.take(of('a')), await allowances.take(of('a')), await allowances.take(of('a'))]
    hang = true
    // Redis hangs: the memory counts a's three of its own minute.
    for (let i = 0; i < 3; i++) expect((await allowances.take(of('a'))).taken).toBe(true)
    for (const take of takes) if (take.taken) await take.giveBack()
    expect(log.events.filter((event) => event.event === 'rate_limit.give_back_failed')).toHaveLength(3)
    expect(await allowances.take(of('a'))).toMatchObject({ taken: false, scope: 'client' })
    hang = false
    // Each give-back that timed out never ran: Redis still holds a's three.
    expect(await allowances.take(of('a'))).toMatchObject({ taken: false, scope: 'client' })
  })
})
