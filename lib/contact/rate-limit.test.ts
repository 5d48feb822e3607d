import { type RedisClient, redisClient } from '@/lib/redis/client.mjs'
import { startRedis } from '@/tests/support/redis'
import { captureLog } from '@/tests/support/log'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { clientOf, networkOf } from '@/lib/http/client-address'
import { allowancesInMemory } from '@/lib/limits/allowances-memory'
import { type ContactLimiter, contactLimiter, contactLimitsFrom, createContactLimiter, type LimitedSender } from './rate-limit'

const redis = redisForThisFile('limit')
let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
})
afterEach(() => log.restore())

/** CONTACT_LIMIT_PER_CLIENT and CONTACT_LIMIT_TOTAL as set, and what they give. */
const limits = (perClient: number, total = 1000) => contactLimitsFrom({ perClient, total })
/** A sender of its own network, without a form token unless told. */
const alone = (client: string, tokened = false): LimitedSender => ({ client, network: client, tokened })
/** The sender an address is, as the site keys it. */
const at = (address: string, tokened = false): LimitedSender => ({ client: clientOf(address), network: networkOf(address), tokened })
/** The limiter of one instance of the site, on the shared Redis. */
const instance = (perClient: number, total = 1000) =>
  createContactLimiter(limits(perClient, total), { client: () => redisClient(redis.url()), prefix: redis.prefix() })

const takeAll = async (limiter: ContactLimiter, senders: LimitedSender[]) => {
  const answers = []
  for (const sender of senders) answers.push((await limiter.take(sender)).taken)
  return answers
}

describe('the limits the settings give', () => {
  it('allow a network twice a client, and keep a quarter of the total for the form', () => {
    expect(contactLimitsFrom({ perClient: 5, total: 120 })).toEqual({ perClient: 5, perNetwork: 10, total: 120, reserved: 30 })
    // Never the whole total: a total of 1 is open to everyone.
    expect(contactLimitsFrom({ perClient: 1, total: 1 })).toMatchObject({ total: 1, reserved: 0 })
  })
})

describe('the contact limiter in memory', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('allows each client its messages a minute, then refuses it until the minute is over, saying when', async () => {
    const limiter = createContactLimiter(limits(2))
    expect(await takeAll(limiter, [alone('a'), alone('a')])).toEqual([true, true])
    jest.advanceTimersByTime(20_000)
    expect(await limiter.take(alone('a'))).toEqual({ taken: false, scope: 'client', retryAfterMs: 40_000 })
    expect((await limiter.take(alone('b'))).taken).toBe(true)
    jest.advanceTimersByTime(39_000)
    expect((await limiter.take(alone('a'))).taken).toBe(false)
    jest.advanceTimersByTime(1001)
    expect((await limiter.take(alone('a'))).taken).toBe(true)
  })

  it('holds the total of all clients, and a client over its own allowance spends none of it', async () => {
    const limiter = createContactLimiter(limits(2, 3))
    expect(await takeAll(limiter, Array(20).fill(alone('a')))).toEqual([true, true, ...Array(18).fill(false)])
    expect(await takeAll(limiter, [alone('b'), alone('c'), alone('d')])).toEqual([true, false, false])
    // Each refusal says which allowance ran out, never whose.
    expect(log.events.map(({ event, limit, scope }) => `${event} ${String(limit)} ${String(scope)}`)).toEqual([
      ...Array(18).fill('rate_limit.refused contact client'),
      ...Array(2).fill('rate_limit.refused contact total'),
    ])
  })

  it('lets the clients of one IPv6 /48 or one IPv4 /24 send together what a network may, and no more', async () => {
    const limiter = createContactLimiter(limits(5)) // 10 a network
    const slash64s = Array.from({ length: 30 }, (_, i) => at(`2001:db8:bad:${i.toString(16)}::1`))
    const slash24 = Array.from({ length: 30 }, (_, i) => at(`198.51.100.${i + 1}`))
    expect((await takeAll(limiter, slash64s)).filter(Boolean)).toHaveLength(10)
    expect((await takeAll(limiter, slash24)).filter(Boolean)).toHaveLength(10)
    expect(log.events.filter((event) => event.scope === 'network')).toHaveLength(40)
    // The next network of each kind has its own, and the refused clients were not charged.
    expect(await takeAll(limiter, [at('2001:db8:bae::1'), at('198.51.101.1')])).toEqual([true, true])
    jest.advanceTimersByTime(60_000)
    expect(await takeAll(limiter, Array(5).fill(slash64s[29]))).toEqual(Array(5).fill(true))
  })

  it('keeps a quarter of the total for messages with the form’s token, which a flood without one cannot spend', async () => {
    const limiter = createContactLimiter(limits(1000, 8)) // 6 open to all, 2 kept
    const flood = Array.from({ length: 20 }, (_, i) => alone(`bot-${i}`))
    expect((await takeAll(limiter, flood)).filter(Boolean)).toHaveLength(6)
    expect(await takeAll(limiter, [alone('visitor', true), alone('other visitor', true), alone('third', true)])).toEqual([
      true,
      true,
      false,
    ])
  })

  it('lets messages with the token use the whole total while nobody floods', async () => {
    const limiter = createContactLimiter(limits(1000, 8))
    const visitors = Array.from({ length: 10 }, (_, i) => alone(`visitor-${i}`, true))
    expect((await takeAll(limiter, visitors)).filter(Boolean)).toHaveLength(8)
  })

  it('does not charge a client or its network for a message the total refused, however many come at once', async () => {
    const limiter = createContactLimiter(limits(1, 1))
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.take(alone(`client-${i}`))))
    expect(answers.filter((answer) => answer.taken)).toHaveLength(1)
    // Each refused client still has its own allowance once the total frees.
    jest.advanceTimersByTime(60_000)
    const refused = answers.findIndex((answer) => !answer.taken)
    expect((await limiter.take(alone(`client-${refused}`))).taken).toBe(true)
  })

  it('keeps no counter for a flood of fresh addresses once the total is spent, and forgets all after the minute', async () => {
    const allowances = allowancesInMemory()
    const limiter = contactLimiter(limits(5, 133), allowances) // 100 open to all
    const answers = await takeAll(
      limiter,
      Array.from({ length: 10_000 }, (_, i) => at(`198.${i >> 8}.${i & 255}.1`)),
    )
    expect(answers.filter(Boolean)).toHaveLength(100)
    // Each taken message's client and network, and the two shares.
    expect(allowances.held()).toBe(100 + 100 + 2)
    jest.advanceTimersByTime(60_000)
    await limiter.take(alone('next'))
    expect(allowances.held()).toBe(4)
  })

  it('counts apart in each process: without Redis every instance has the whole allowance', async () => {
    const [a, b] = [createContactLimiter(limits(1, 2)), createContactLimiter(limits(1, 2))]
    expect(await takeAll(a, [alone('x'), alone('x')])).toEqual([true, false])
    expect(await takeAll(b, [alone('x'), alone('y')])).toEqual([true, true])
  })
})

describe('the contact limiter on Redis', () => {
  it('holds each limit across instances', async () => {
    const [a, b] = [instance(2, 3), instance(2, 3)]
    expect((await a.take(alone('client'))).taken).toBe(true)
    expect((await b.take(alone('client'))).taken).toBe(true)
    expect((await a.take(alone('client'))).taken).toBe(false)
    expect((await b.take(alone('client'))).taken).toBe(false)
    expect((await b.take(alone('other'))).taken).toBe(true)
    expect((await a.take(alone('third'))).taken).toBe(false)
  })

  it('holds the networks and the kept share across instances', async () => {
    const [a, b] = [instance(1, 8), instance(1, 8)] // 2 a network, 6 open to all, 2 kept
    const slash24 = Array.from({ length: 6 }, (_, i) => at(`192.0.2.${i + 1}`))
    expect([...(await takeAll(a, slash24.slice(0, 3))), ...(await takeAll(b, slash24.slice(3)))].filter(Boolean)).toHaveLength(2)
    const flood = Array.from({ length: 10 }, (_, i) => at(`10.0.${i}.1`))
    expect([...(await takeAll(a, flood.slice(0, 5))), ...(await takeAll(b, flood.slice(5)))].filter(Boolean)).toHaveLength(4)
    expect(await takeAll(b, [at('203.0.113.1', true), at('203.0.114.1', true), at('203.0.115.1', true)])).toEqual([true, true, false])
  })

  it('gives back to every allowance in Redis what a message not kept took', async () => {
    const [a, b] = [instance(1, 4), instance(1, 4)] // 2 a network, 3 open to all, 1 kept
    for (let i = 0; i < 5; i++) {
      const take = await a.take(at('192.0.2.1'))
      if (!take.taken) throw new Error('each was given back')
      await take.giveBack()
    }
    expect(await takeAll(b, [at('192.0.2.1'), at('192.0.2.2'), at('198.51.100.1'), at('203.0.113.1')])).toEqual([true, true, true, false])
    expect((await b.take(at('203.0.113.2', true))).taken).toBe(true)
  })

  it('counts concurrent messages exactly', async () => {
    const limiters = [instance(10), instance(10)]
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.take(alone('burst'))))
    expect(answers.filter((answer) => answer.taken)).toHaveLength(10)
  })

  it('keeps at most a minute, and no counter for fresh addresses once the total is spent', async () => {
    const limiter = instance(5, 20) // 15 open to all
    const answers = await takeAll(
      limiter,
      Array.from({ length: 300 }, (_, i) => at(`2001:db8:${i.toString(16)}::1`)),
    )
    expect(answers.filter(Boolean)).toHaveLength(15)
    const client = await redisClient(redis.url())
    const keys = await client.keys(`${redis.prefix()}*`)
    // Each taken message's client and network, and the two shares it drew on.
    expect(keys).toHaveLength(15 + 15 + 2)
    for (const key of keys) expect(await client.pTTL(key)).toBeGreaterThan(0)
    for (const key of keys) expect(await client.pTTL(key)).toBeLessThanOrEqual(60_000)
  })

  it("counts in this process's memory while Redis is away", async () => {
    const away = await startRedis()
    const limiter = createContactLimiter(limits(1, 100), { client: () => redisClient(away.url), prefix: redis.prefix() })
    expect((await limiter.take(alone('client'))).taken).toBe(true)
    expect((await limiter.take(alone('client'))).taken).toBe(false)
    await away.stop()
    expect((await limiter.take(alone('client'))).taken).toBe(true)
    expect((await limiter.take(alone('client'))).taken).toBe(false)
  })

  it('counts in memory when Redis does not answer in time, instead of holding the visitor', async () => {
    const never = () => new Promise<never>(() => {})
    const hanging = { isReady: true, evalSha: never, eval: never } as unknown as RedisClient
    const limiter = createContactLimiter(limits(1, 100), { client: async () => hanging, timeoutMs: 100 })
    // Redis never answers, so each take can only finish by the limiter's own timeout.
    expect((await limiter.take(alone('client'))).taken).toBe(true)
    expect((await limiter.take(alone('client'))).taken).toBe(false)
  })
})
