import { redisForThisFile } from '@/tests/support/redis-jest'
import { INDEXNOW_ATTEMPTS } from './indexnow'
import { type Gate, IndexNowSender, localGate, redisGate } from './indexnow-sender'

const redis = redisForThisFile('indexnow')
const urls = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `https://site.test/products/fan/p-${from + index}`)

/** A sender on a clock of its own: sleeping moves the clock, so a test never waits. */
function setup(statuses: number[] = []) {
  const world = { now: 0, calls: [] as { at: number; urls: string[] }[], outcomes: [] as string[], dropped: [] as string[] }
  const sender = new IndexNowSender({
    post: async (batch) => {
      world.calls.push({ at: world.now, urls: batch })
      const status = statuses.shift() ?? 200
      if (status === 0) throw new Error('no answer')
      return status
    },
    gate: localGate(() => world.now),
    counted: (outcome) => world.outcomes.push(outcome),
    dropped: (count, why) => world.dropped.push(`${count} ${why}`),
    sleep: async (ms) => {
      world.now += ms
    },
    maxQueued: 25_000,
  })
  return { world, sender }
}

describe('IndexNowSender', () => {
  it('sends at most 10,000 URLs a call, and one call a minute', async () => {
    const { world, sender } = setup()
    sender.submit(urls(25_000))
    await sender.idle()
    expect(world.calls.map(({ at, urls }) => [at, urls.length])).toEqual([
      [0, 10_000],
      [60_000, 10_000],
      [120_000, 5_000],
    ])
    expect(new Set(world.calls.flatMap((call) => call.urls)).size).toBe(25_000)
    expect(world.outcomes).toEqual(['accepted', 'accepted', 'accepted'])
  })

  it('sends a URL named twice while it waits once', async () => {
    const { world, sender } = setup()
    sender.submit(urls(1))
    sender.submit(urls(2))
    await sender.idle()
    expect(world.calls.map((call) => call.urls)).toEqual([urls(2)])
  })

  it('tries a batch again after a 429, a 5xx or no answer, waiting longer each time', async () => {
    const { world, sender } = setup([429, 503, 0, 200])
    sender.submit(urls(3))
    await sender.idle()
    expect(world.calls.map(({ at }) => at)).toEqual([0, 60_000, 180_000, 420_000])
    expect(world.outcomes).toEqual(['throttled', 'failed', 'failed', 'accepted'])
    expect(world.dropped).toEqual([])
  })

  it('gives a batch up after a refusal, and after its last try', async () => {
    const refused = setup([403])
    refused.sender.submit(urls(2))
    await refused.sender.idle()
    expect(refused.world.calls).toHaveLength(1)
    expect(refused.world.dropped).toEqual(['2 refused'])

    const failing = setup(Array.from({ length: 20 }, () => 500))
    failing.sender.submit(urls(2))
    await failing.sender.idle()
    expect(failing.world.calls).toHaveLength(INDEXNOW_ATTEMPTS)
    expect(failing.world.dropped).toEqual(['2 attempts'])
  })

  it('holds at most its bound of URLs waiting, and says how many it dropped', async () => {
    const { world, sender } = setup()
    sender.submit(urls(30_000))
    await sender.idle()
    expect(world.calls.flatMap((call) => call.urls)).toHaveLength(25_000)
    expect(world.dropped).toEqual(['5000 full'])
  })
})

describe('the turn of a call', () => {
  it('is one a minute for every instance on one Redis', async () => {
    const never: Gate = { wait: async () => Promise.reject(new Error('not used')) }
    const [a, b] = [
      redisGate(redis.url(), never, `${redis.prefix()}turn`, 60_000),
      redisGate(redis.url(), never, `${redis.prefix()}turn`, 60_000),
    ]
    expect(await a.wait()).toBe(0)
    const left = await b.wait()
    expect(left).toBeGreaterThan(50_000)
    expect(left).toBeLessThanOrEqual(60_000)
    expect(await a.wait()).toBeGreaterThan(0)
  })

  it("is the process's own while Redis is away", async () => {
    let now = 0
    const gate = redisGate(
      'redis://127.0.0.1:1',
      localGate(() => now),
      'turn',
      60_000,
    )
    expect(await gate.wait()).toBe(0)
    expect(await gate.wait()).toBe(60_000)
    now = 60_000
    expect(await gate.wait()).toBe(0)
  })
})
