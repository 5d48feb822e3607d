import 'server-only'
import { env } from '@/lib/server/env'
import { processSingleton } from '@/lib/server/process-singleton'
import { redisClient } from '@/lib/redis/client.mjs'
import { createVitalsLimiter, type VitalsLimiter, VITALS_LIMITS } from './rate-limit'

/** The process's one limiter of reports and samples; with REDIS_URL, counted across instances. */
export function vitalsLimiter(): VitalsLimiter {
  return processSingleton('vitals.limiter', () => {
    const { REDIS_URL } = env()
    return createVitalsLimiter(VITALS_LIMITS, REDIS_URL ? { client: () => redisClient(REDIS_URL) } : undefined)
  })
}
