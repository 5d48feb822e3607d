import { closeRedisConnections } from '@/lib/redis/client.mjs'
import { type RedisServer, startRedis } from './redis'

/**
 * For a Jest file: one redis-server for the whole file, and a key prefix of its own for each
 * test, so tests never see each other's keys.
 */
export function redisForThisFile(name: string) {
  let redis: RedisServer | undefined
  let prefix = ''
  let count = 0
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await closeRedisConnections()
    await redis?.stop()
  })
  beforeEach(() => {
    prefix = `${name}${++count}:`
  })
  return {
    url: () => redis!.url,
    prefix: () => prefix,
  }
}
