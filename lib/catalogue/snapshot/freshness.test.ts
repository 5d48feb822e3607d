import { captureLog } from '@/tests/support/log'
import { freePort } from '@/tests/support/ports'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { localFreshness, sharedFreshness } from './freshness'

const redis = redisForThisFile('freshness')

describe('sharedFreshness', () => {
  it('is one counter for every instance on the same Redis: a bump on one is read by the other', async () => {
    const [one, other] = [sharedFreshness(redis.url()), sharedFreshness(redis.url())]
    expect(await one.read()).toBe('0')
    expect(await one.bump()).toBe('1')
    expect(await other.read()).toBe('1')
    expect(await other.bump()).toBe('2')
    expect(await one.read()).toBe('2')
  })

  it('reads as unknown while Redis is away, and still makes this instance rebuild on a bump', async () => {
    const log = captureLog()
    try {
      const away = sharedFreshness(`redis://127.0.0.1:${await freePort()}`)
      expect(await away.read()).toBeNull()
      // Each bump a new value, never one of the shared counter's.
      expect(await away.bump()).toBe('local-1')
      expect(await away.bump()).toBe('local-2')
    } finally {
      log.restore()
    }
  })
})

describe('localFreshness', () => {
  it('counts up from 0, one step a bump', async () => {
    const freshness = localFreshness()
    expect(await freshness.read()).toBe('0')
    expect(await freshness.bump()).toBe('1')
    expect(await freshness.bump()).toBe('2')
    expect(await freshness.read()).toBe('2')
  })
})
