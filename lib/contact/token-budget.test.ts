import { readFileSync } from 'node:fs'
import path from 'node:path'
import { redisClient } from '@/lib/redis/client.mjs'
import { env } from '@/lib/server/env'
import { captureLog } from '@/tests/support/log'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { clientOf, networkOf, type Sender } from '@/lib/http/client-address'
import { TOKEN_VALID_FOR_MS } from './form-token'
import { contactLimitsFrom } from './rate-limit'
import { createTokenIssuer, networksToHoldReserve, TOKEN_BUDGET_WINDOW_MS, type TokenIssuer, tokenBudgetFrom } from './token-budget'

const redis = redisForThisFile('tokens')
let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
})
afterEach(() => log.restore())

const HOUR = 60 * 60 * 1000
const at = (address: string): Sender => ({ client: clientOf(address), network: networkOf(address) })
const takeAll = async (issuer: TokenIssuer, senders: Sender[]) => {
  const taken = []
  for (const sender of senders) taken.push((await issuer.take(sender)).taken)
  return taken
}
/** The budget of the site's default limits (5 a client a minute, 120 in all). */
const defaults = () => {
  const { CONTACT_LIMIT_PER_CLIENT, CONTACT_LIMIT_TOTAL } = env()
  return contactLimitsFrom({ perClient: CONTACT_LIMIT_PER_CLIENT, total: CONTACT_LIMIT_TOTAL })
}

describe('the budget the limits give', () => {
  it('issues a client as many tokens an hour as it may send messages a minute, a network twice that, all an hour’s total', () => {
    expect(tokenBudgetFrom(contactLimitsFrom({ perClient: 5, total: 120 }))).toEqual({ perClient: 5, perNetwork: 10, total: 7_200 })
    // The window is a token's life: a network never holds more than two windows' budget of good tokens.
    expect(TOKEN_BUDGET_WINDOW_MS).toBe(TOKEN_VALID_FOR_MS)
  })
})

describe('the token budget in memory', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('refuses a client past its budget until the hour is over, saying when, and its network past the network’s', async () => {
    const issuer = createTokenIssuer({ perClient: 2, perNetwork: 3, total: 100 })
    expect(await takeAll(issuer, [at('192.0.2.1'), at('192.0.2.1')])).toEqual([true, true])
    jest.advanceTimersByTime(20 * 60 * 1000)
    expect(await issuer.take(at('192.0.2.1'))).toEqual({ taken: false, scope: 'client', retryAfterMs: 40 * 60 * 1000 })
    // Another address of the /24 gets the network's last one; the refused client spent none of it.
    expect(await takeAll(issuer, [at('192.0.2.2'), at('192.0.2.3')])).toEqual([true, false])
    expect(await issuer.take(at('192.0.2.4'))).toMatchObject({ taken: false, scope: 'network' })
    expect((await issuer.take(at('198.51.100.1'))).taken).toBe(true)
    jest.advanceTimersByTime(40 * 60 * 1000)
    expect(await takeAll(issuer, [at('192.0.2.1'), at('192.0.2.1')])).toEqual([true, true])
  })

  it('counts an IPv6 client by its /64 and its network by its /48', async () => {
    const issuer = createTokenIssuer({ perClient: 1, perNetwork: 2, total: 100 })
    expect(await takeAll(issuer, [at('2001:db8:1:1::1'), at('2001:db8:1:1::2'), at('2001:db8:1:2::1'), at('2001:db8:1:3::1')])).toEqual([
      true,
      false,
      true,
      false,
    ])
  })

  it('holds the total, looked at first, and logs refusals once a minute a scope with how many there were', async () => {
    const issuer = createTokenIssuer({ perClient: 1, perNetwork: 2, total: 3 })
    const fresh = Array.from({ length: 10 }, (_, i) => at(`203.0.${i}.1`))
    expect(await takeAll(issuer, fresh)).toEqual([true, true, true, ...Array(7).fill(false)])
    jest.advanceTimersByTime(60_000)
    await issuer.take(fresh[9]!)
    expect(log.events.map(({ event, limit, scope, refused }) => [event, limit, scope, refused])).toEqual([
      ['rate_limit.refused', 'contact_token', 'total', 1],
      ['rate_limit.refused', 'contact_token', 'total', 7],
    ])
  })
})

describe('the token budget on a shared Redis', () => {
  it('is one budget for every instance', async () => {
    const instance = () =>
      createTokenIssuer({ perClient: 2, perNetwork: 3, total: 100 }, { client: () => redisClient(redis.url()), prefix: redis.prefix() })
    const [a, b] = [instance(), instance()]
    expect(await takeAll(a, [at('192.0.2.1')])).toEqual([true])
    expect(await takeAll(b, [at('192.0.2.1'), at('192.0.2.1')])).toEqual([true, false])
    expect(await takeAll(a, [at('192.0.2.9'), at('192.0.2.10')])).toEqual([true, false])
    const state = await (await redisClient(redis.url())).pTTL(`${redis.prefix()}token-network:192.0.2.0/24`)
    expect(state).toBeGreaterThan(HOUR - 60_000)
    expect(state).toBeLessThanOrEqual(HOUR)
  })
})

describe('the reserve’s arithmetic (docs/reliability.md, “The contact reserve”)', () => {
  const limits = defaults()
  const budget = tokenBudgetFrom(limits)
  const spans = [
    ['a minute', 1],
    ['10 minutes', 10],
    ['an hour', 60],
    ['a day', 24 * 60],
  ] as const
  const figures = (minutes: number) => ({
    redis: networksToHoldReserve({ limits, budget, minutes, sharedRedis: true }),
    twoInstances: networksToHoldReserve({ limits, budget, minutes, instances: 2, sharedRedis: false }),
  })

  it('takes three networks for a minute, as many as a network’s own allowance allows, but far more to hold it', () => {
    // The kept share, 30 a minute, and a network's allowance, 10 a minute: the tokens' stock lets
    // three networks take it for a few minutes an hour, but not hold it.
    expect(limits).toMatchObject({ reserved: 30, perNetwork: 10 })
    expect(spans.map(([, minutes]) => figures(minutes))).toEqual([
      { redis: 3, twoInstances: 3 },
      { redis: 10, twoInstances: 5 },
      { redis: 60, twoInstances: 30 },
      { redis: 167, twoInstances: 84 },
    ])
    // More instances without Redis make it cheaper: each keeps its own budget and record.
    expect([3, 4].map((instances) => networksToHoldReserve({ limits, budget, minutes: 60, instances, sharedRedis: false }))).toEqual([
      20, 15,
    ])
  })

  it('is the table docs/reliability.md gives', () => {
    const doc = readFileSync(path.join(__dirname, '../../docs/reliability.md'), 'utf8')
    const section = doc.slice(doc.indexOf('## The contact reserve'))
    for (const [span, minutes] of spans) {
      const { redis: withRedis, twoInstances } = figures(minutes)
      expect(section).toContain(`| ${span} | ${withRedis} | ${twoInstances} | 3 |`)
    }
    // The open share, which needs no token, for comparison; and the budget in all.
    expect(section).toContain(`${Math.ceil((limits.total - limits.reserved) / limits.perNetwork)} networks`)
    expect(section).toContain(`${(budget.total / budget.perNetwork).toLocaleString('en')} networks`)
  })
})
