import { redisClient } from '@/lib/redis/client.mjs'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { createVitalsLimiter } from './rate-limit'

const redis = redisForThisFile('vitals')

describe('the limit of Web Vitals reports', () => {
  it('refuses a client once its minute is spent, the first refusal told apart, and forgets it after the minute', async () => {
    jest.useFakeTimers()
    try {
      const limiter = createVitalsLimiter(2)
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await limiter.take('192.0.2.1'))
      expect(answers).toEqual(['taken', 'taken', 'first-refusal', 'refused'])
      expect(await limiter.take('192.0.2.2')).toBe('taken')
      jest.advanceTimersByTime(60_001)
      expect(await limiter.take('192.0.2.1')).toBe('taken')
    } finally {
      jest.useRealTimers()
    }
  })

  it('counts across the instances sharing a Redis', async () => {
    const instance = () => createVitalsLimiter(2, { client: () => redisClient(redis.url()), prefix: redis.prefix() })
    const [one, two] = [instance(), instance()]
    expect([await one.take('192.0.2.1'), await two.take('192.0.2.1'), await one.take('192.0.2.1'), await two.take('192.0.2.1')]).toEqual([
      'taken',
      'taken',
      'first-refusal',
      'refused',
    ])
  })
})
