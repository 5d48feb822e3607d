import { createHash } from 'node:crypto'
import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
import { type RedisClient, withTimeout } from '@/lib/redis/client.mjs'
import type { Allowances, Draw, Taking } from './allowances'
import type { SharedLimits } from './minute-counters'

/**
 * One take, atomic as every Lua script is in Redis. KEYS[i] is a window's counter; ARGV[2i - 1]
 * its points and ARGV[2i] its length in ms. When every counter has room, each is counted (a new
 * one starting its window) and the reply is 0 and when each window ends (PEXPIRETIME), which
 * names the windows a give-back may go to. Else nothing is counted and the reply is the counter
 * that frees last (its place in KEYS) and its ms to wait.
 */
const TAKE = `
local spent, wait = 0, -1
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i - 1]) then
    local left = redis.call('PTTL', key)
    if left < 0 then left = tonumber(ARGV[2 * i]) end
    if left > wait then spent, wait = i, left end
  end
end
if spent > 0 then return {spent, wait} end
local ends = {0}
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
  ends[i + 1] = redis.call('PEXPIRETIME', key)
end
return ends`

/** Gives one back to each counter of KEYS still in the window that ends at ARGV[i]: none to a later window. */
const GIVE_BACK = `
for i, key in ipairs(KEYS) do
  if redis.call('PEXPIRETIME', key) == tonumber(ARGV[i]) and tonumber(redis.call('GET', key)) > 0 then
    redis.call('DECR', key)
  end
end
return 0`

const sha1 = (script: string) => createHash('sha1').update(script).digest('hex')
const SHAS = new Map([TAKE, GIVE_BACK].map((script) => [script, sha1(script)]))

/** Runs a script by its digest, sending it whole only when this Redis has not seen it yet. */
async function run(redis: RedisClient, script: string, keys: string[], args: number[]): Promise<number[]> {
  const options = { keys, arguments: args.map(String) }
  try {
    return (await redis.evalSha(SHAS.get(script)!, options)) as number[]
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error
    return (await redis.eval(script, options)) as number[]
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Allowances every instance shares in Redis, each take one script: no two takes, at any instance,
 * can both pass a bound, and a take refused by one allowance counts in none (keys
 * `<prefix><counter>:<key>`, as rate-limiter-flexible names them, each expiring with its window).
 * While Redis fails or does not answer within `timeoutMs` (or a script fails), the take is counted
 * in this process's memory (`local`), so an outage never turns visitors away nor answers an
 * error: logged once an outage (`rate_limit.local`), each such take counted
 * (`site_rate_limit_local_total`). A script that answers after its timeout still counts in Redis:
 * that take then counts twice, never in neither. A give-back goes where its take was counted: one that fails in
 * Redis is logged (`rate_limit.give_back_failed`) and lost, never credited to the memory's
 * counters, which never counted it (the allowance stays spent until its window ends).
 */
export function allowancesInRedis(
  limit: string,
  local: Allowances,
  { client, prefix = 'arkvolt:limit:', timeoutMs = 1000 }: SharedLimits,
): Allowances {
  let away = false
  const inRedis = (what: string, script: string, keys: string[], args: number[]) =>
    withTimeout(
      client().then((redis) => run(redis, script, keys, args)),
      timeoutMs,
      `Redis limits ${what}`,
    )
  const giveBack = (keys: string[], ends: number[]) => async () => {
    try {
      await inRedis('give back', GIVE_BACK, keys, ends)
    } catch (error) {
      logEvent('warn', 'rate_limit.give_back_failed', { limit, reason: reasonOf(error) })
    }
  }
  return {
    async take<S extends string>(draws: Draw<S>[]): Promise<Taking<S>> {
      const keys = draws.map(({ counter, key }) => `${prefix}${counter.name}:${key}`)
      const args = draws.flatMap(({ counter }) => [counter.points, counter.seconds * 1000])
      let reply: number[]
      try {
        reply = await inRedis('take', TAKE, keys, args)
        away = false
      } catch (error) {
        if (!away) logEvent('warn', 'rate_limit.local', { limit, reason: reasonOf(error) })
        away = true
        metrics().rateLimitLocal.inc({ limit })
        return local.take(draws)
      }
      const [spent = 0, ...rest] = reply
      if (spent === 0) return { taken: true, giveBack: giveBack(keys, rest) }
      return { taken: false, scope: draws[spent - 1]!.scope, retryAfterMs: rest[0]! }
    },
  }
}
