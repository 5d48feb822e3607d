import { clientOf, networkOf } from '@/lib/http/client-address'
import { redisClient } from '@/lib/redis/client.mjs'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { createVitalsLimiter, SAMPLE_WINDOW_SECONDS, VITALS_LIMITS, type VitalsLimits } from './rate-limit'

const redis = redisForThisFile('vitals')
const PRODUCT = '/products/[category]/[slug]'
const sender = (address: string, template = PRODUCT) => ({ client: clientOf(address), network: networkOf(address), template })
/** Room for every report of a test but the limits under test. */
const roomy: VitalsLimits = { reportsPerMinute: 1_000, samplesPerClient: 1_000, samplesPerNetwork: 1_000, samplesPerTemplate: 1_000 }
const shared = () => ({ client: () => redisClient(redis.url()), prefix: redis.prefix() })

async function withFakeClock(run: () => Promise<void>) {
  jest.useFakeTimers()
  try {
    await run()
  } finally {
    jest.useRealTimers()
  }
}

describe('the reports a client may send a minute', () => {
  it('refuses a client once its minute is spent, the first refusal told apart, and forgets it after the minute', () =>
    withFakeClock(async () => {
      const limiter = createVitalsLimiter({ ...roomy, reportsPerMinute: 2 })
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await limiter.take(sender('192.0.2.1')))
      expect(answers).toEqual(['counted', 'counted', 'first-refusal', 'refused'])
      expect(await limiter.take(sender('192.0.2.2'))).toBe('counted')
      jest.advanceTimersByTime(60_001)
      expect(await limiter.take(sender('192.0.2.1'))).toBe('counted')
    }))

  it('counts across the instances sharing a Redis', async () => {
    const instance = () => createVitalsLimiter({ ...roomy, reportsPerMinute: 2 }, shared())
    const [one, two] = [instance(), instance()]
    const from = sender('192.0.2.1')
    expect([await one.take(from), await two.take(from), await one.take(from), await two.take(from)]).toEqual([
      'counted',
      'counted',
      'first-refusal',
      'refused',
    ])
  })
})

describe('the samples of a template', () => {
  it('takes one a client every 10 minutes, for each template apart, an IPv6 /64 being one client', () =>
    withFakeClock(async () => {
      const limiter = createVitalsLimiter()
      const answers = []
      for (let i = 0; i < 5; i++) answers.push(await limiter.take(sender(`2001:db8:1:2::${i + 1}`)))
      expect(answers).toEqual(['counted', 'sampled-out', 'sampled-out', 'sampled-out', 'sampled-out'])
      expect(await limiter.take(sender('2001:db8:1:2::1', '/'))).toBe('counted')
      expect(await limiter.take(sender('2001:db8:1:3::1'))).toBe('counted')
      jest.advanceTimersByTime(SAMPLE_WINDOW_SECONDS * 1000 - 1_000)
      expect(await limiter.take(sender('2001:db8:1:2::1'))).toBe('sampled-out')
      jest.advanceTimersByTime(1_001)
      expect(await limiter.take(sender('2001:db8:1:2::1'))).toBe('counted')
    }))

  it.each([
    ['an IPv4 /24', (n: number) => `198.51.100.${n}`, '198.51.101.1'],
    ['an IPv6 /48', (n: number) => `2001:db8:7:${n.toString(16)}::1`, '2001:db8:8::1'],
  ])('takes ten a network every 10 minutes, whatever its clients send: %s', async (_, address, elsewhere) => {
    const limiter = createVitalsLimiter()
    // The first client's repeats spend nothing of its network's ten.
    for (let i = 0; i < 5; i++) await limiter.take(sender(address(1)))
    const answers = []
    for (let n = 2; n <= 12; n++) answers.push(await limiter.take(sender(address(n))))
    expect(answers).toEqual([...Array<string>(9).fill('counted'), 'sampled-out', 'sampled-out'])
    expect(await limiter.take(sender(address(13), '/search'))).toBe('counted')
    expect(await limiter.take(sender(elsewhere))).toBe('counted')
  })

  it('counts a client and a network once across the instances sharing a Redis', async () => {
    const [one, two] = [createVitalsLimiter(VITALS_LIMITS, shared()), createVitalsLimiter(VITALS_LIMITS, shared())]
    expect(await one.take(sender('203.0.113.1'))).toBe('counted')
    expect(await two.take(sender('203.0.113.1'))).toBe('sampled-out')
    const answers = []
    for (let n = 2; n <= 12; n++) answers.push(await [one, two][n % 2]!.take(sender(`203.0.113.${n}`)))
    expect(answers).toEqual([...Array<string>(9).fill('counted'), 'sampled-out', 'sampled-out'])
  })

  it('stops making counters once a template is full, however many fresh clients and networks send', async () => {
    const limiter = createVitalsLimiter({ ...roomy, samplesPerClient: 1, samplesPerNetwork: 10, samplesPerTemplate: 5 }, shared())
    const answers = new Map<string, number>()
    for (let n = 0; n < 200; n++) {
      const answer = await limiter.take(sender(`2001:db8:${n.toString(16)}::1`))
      answers.set(answer, (answers.get(answer) ?? 0) + 1)
    }
    expect(Object.fromEntries(answers)).toEqual({ counted: 5, 'sampled-out': 195 })
    const keys = async (name: string) => (await (await redisClient(redis.url())).keys(`${redis.prefix()}${name}:*`)).length
    expect([await keys('vitals-client'), await keys('vitals-network'), await keys('vitals-template')]).toEqual([5, 5, 1])
    // The reports' counters keep the name they have always had in Redis, one for each client.
    expect(await keys('vitals')).toBe(200)
  })

  it('stops making counters once a network is full, however many fresh clients of it send', async () => {
    const limiter = createVitalsLimiter({ ...roomy, samplesPerClient: 1, samplesPerNetwork: 10 }, shared())
    // 200 /64s of one /48.
    for (let n = 0; n < 200; n++) await limiter.take(sender(`2001:db8:1:${n.toString(16)}::1`))
    const clientKeys = await (await redisClient(redis.url())).keys(`${redis.prefix()}vitals-client:*`)
    expect(clientKeys).toHaveLength(10)
  })
})
