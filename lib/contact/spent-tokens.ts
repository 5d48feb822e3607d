import { LRUCache } from 'lru-cache'
import { logEvent } from '@/lib/log/log.mjs'
import { type RedisClient, withTimeout } from '@/lib/redis/client.mjs'

/**
 * The form tokens already spent: a token carries one message (form-token.ts). A token is marked
 * before its message is counted and stored, so two sends of one token at once cannot both pass,
 * and unmarked again when the message was not kept after all (over a limit, the outbox full or
 * unavailable), so a refusal never costs the visitor its token. Each mark lasts until its token
 * runs out, after which the token is worth nothing anyway.
 */
export interface SpentTokens {
  /** Marks `token` spent until `expiresAt` (ms since the epoch), at once: false when it already was. */
  spend(token: string, expiresAt: number): Promise<boolean>
  /** Unmarks a token whose message was not kept. */
  giveBack(token: string): Promise<void>
  /** Whether `token` is marked spent. */
  isSpent(token: string): Promise<boolean>
}

/**
 * The marks in this process's memory: at most `max` of them, each dropped when its token runs
 * out. Sized to what the limits let through while a token lives (process-stores.ts), no mark is
 * ever dropped before its token runs out; were it smaller, the oldest would go first.
 */
export function spentTokensInMemory(max: number): SpentTokens {
  // Timed by the clock tokens are issued by, not the monotonic one lru-cache uses by default.
  const marks = new LRUCache<string, true>({ max, perf: { now: () => Date.now() } })
  return {
    async spend(token, expiresAt) {
      const ttl = expiresAt - Date.now()
      if (ttl <= 0 || marks.has(token)) return false
      marks.set(token, true, { ttl })
      return true
    },
    async giveBack(token) {
      marks.delete(token)
    },
    async isSpent(token) {
      return marks.has(token)
    },
  }
}

type RedisOptions = {
  /** Prefix of the marks' keys. */
  prefix?: string
  /** How long Redis may take before this process marks on its own. */
  timeoutMs?: number
}

/**
 * The marks in the shared Redis, so a token spent at one instance is spent at all: `SET NX` with
 * the time left to the token as its `PX`, which marks atomically and leaves nothing behind once
 * the token runs out. While Redis fails or does not answer within `timeoutMs`, the marks are this
 * process's (`local`): an outage never turns visitors away, and a token spent during it can be
 * spent once more at each other instance.
 */
export function spentTokensInRedis(
  client: () => Promise<RedisClient>,
  local: SpentTokens,
  { prefix = 'arkvolt:contact:spent:', timeoutMs = 1000 }: RedisOptions = {},
): SpentTokens {
  let away = false
  const attempt = async <T>(what: string, command: (redis: RedisClient) => Promise<T>, otherwise: () => Promise<T>): Promise<T> => {
    try {
      const result = await withTimeout(client().then(command), timeoutMs, `Redis spent tokens ${what}`)
      away = false
      return result
    } catch (error) {
      if (!away) logEvent('warn', 'contact.tokens_local', { reason: error instanceof Error ? error.message : String(error) })
      away = true
      return otherwise()
    }
  }
  const key = (token: string) => prefix + token
  return {
    spend: (token, expiresAt) => {
      const ttl = Math.ceil(expiresAt - Date.now())
      if (ttl <= 0) return Promise.resolve(false)
      return attempt(
        'spend',
        async (redis) =>
          // Spent here while Redis was away, it is spent.
          !(await local.isSpent(token)) &&
          (await redis.set(key(token), '1', { condition: 'NX', expiration: { type: 'PX', value: ttl } })) === 'OK',
        () => local.spend(token, expiresAt),
      )
    },
    async giveBack(token) {
      // The local mark too: one made while Redis was away must not outlive its message.
      await local.giveBack(token)
      await attempt(
        'give back',
        async (redis) => void (await redis.del(key(token))),
        async () => {},
      )
    },
    isSpent: (token) =>
      attempt(
        'read',
        async (redis) => (await local.isSpent(token)) || (await redis.exists(key(token))) === 1,
        () => local.isSpent(token),
      ),
  }
}
