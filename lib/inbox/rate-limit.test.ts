import { MemoryRateLimiter } from './rate-limit'

describe('MemoryRateLimiter', () => {
  it('allows up to the limit in a minute, then refuses until the minute has passed', async () => {
    const limiter = new MemoryRateLimiter()
    const start = 1_000_000
    expect(await limiter.hit('a', 2, start)).toBe(true)
    expect(await limiter.hit('a', 2, start + 1000)).toBe(true)
    expect(await limiter.hit('a', 2, start + 2000)).toBe(false)
    expect(await limiter.hit('b', 2, start + 2000)).toBe(true)
    expect(await limiter.hit('a', 2, start + 60_001)).toBe(true)
  })

  it('does not count refused hits, so a client that waits gets through', async () => {
    const limiter = new MemoryRateLimiter()
    for (let second = 0; second < 30; second++) await limiter.hit('a', 1, second * 1000)
    expect(await limiter.hit('a', 1, 60_000)).toBe(true)
  })
})
