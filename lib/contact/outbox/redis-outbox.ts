import { type RedisClient, withTimeout } from '@/lib/redis/client.mjs'
import {
  acceptedAt,
  newEntry,
  type Outbox,
  type OutboxEntry,
  OutboxEntrySchema,
  OutboxFullError,
  type OutboxLimits,
  type OutboxUsage,
  UNLIMITED,
} from './outbox'

/**
 * Moves due messages (and claims whose lease ran out) to the claimed set in one step, so two
 * workers on two instances never hold the same message. KEYS: due, claims, entries.
 * ARGV: now, limit, lease end.
 */
const CLAIM_DUE = `
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])) do
  redis.call('ZREM', KEYS[2], id)
  redis.call('ZADD', KEYS[1], 0, id)
end
local claimed = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))) do
  redis.call('ZREM', KEYS[1], id)
  local entry = redis.call('HGET', KEYS[3], id)
  if entry then
    redis.call('ZADD', KEYS[2], ARGV[3], id)
    table.insert(claimed, entry)
  end
end
return claimed
`

/**
 * What the entries hold, kept beside them and changed in the same script as they are: their
 * bytes in a counter, their ids in a set scored by acceptance time (so the oldest is one ZRANGE).
 * Each is made from the entries the first time it is missing (entries stored before it), the
 * time read from the id (a ULID's first 10 characters, or the old form's 15 digits).
 * KEYS: entries, bytes, arrivals. Leaves the count and the bytes in `count` and `bytes`.
 */
const USAGE = `
local count = redis.call('HLEN', KEYS[1])
local bytes = redis.call('GET', KEYS[2])
if bytes then
  bytes = tonumber(bytes)
else
  bytes = 0
  for _, entry in ipairs(redis.call('HVALS', KEYS[1])) do bytes = bytes + #entry end
  redis.call('SET', KEYS[2], bytes)
end
if count > 0 and redis.call('EXISTS', KEYS[3]) == 0 then
  for _, id in ipairs(redis.call('HKEYS', KEYS[1])) do
    local at = tonumber(string.match(id, '^(%d+)%-'))
    if not at then
      at = 0
      for i = 1, 10 do at = at * 32 + (string.find('0123456789ABCDEFGHJKMNPQRSTVWXYZ', string.sub(id, i, i), 1, true) or 1) - 1 end
    end
    redis.call('ZADD', KEYS[3], at, id)
  end
end
`

/**
 * Stores a new message unless it would take the outbox past its limits.
 * KEYS: entries, bytes, arrivals, due. ARGV: id, entry, messages, bytes, accepted at.
 */
const ADD = `${USAGE}
if count + 1 > tonumber(ARGV[3]) or bytes + #ARGV[2] > tonumber(ARGV[4]) then return {0, count, bytes} end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[4], 0, ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[5], ARGV[1])
redis.call('INCRBY', KEYS[2], #ARGV[2])
return {1, count + 1, bytes + #ARGV[2]}
`

/** KEYS: entries, bytes, arrivals. Answers the count, the bytes and, unless empty, the oldest's acceptance time. */
const CURRENT_USAGE = `${USAGE}
local oldest = redis.call('ZRANGE', KEYS[3], 0, 0, 'WITHSCORES')[2]
return {count, bytes, oldest and tonumber(oldest)}
`

/** Forgets a delivered message. KEYS: entries, bytes, claims, arrivals. ARGV: id. */
const DELIVERED = `
local size = redis.call('HSTRLEN', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
if redis.call('HDEL', KEYS[1], ARGV[1]) == 1 and redis.call('EXISTS', KEYS[2]) == 1 then redis.call('DECRBY', KEYS[2], size) end
`

/** Keeps a message for another try. KEYS: entries, bytes, claims, due. ARGV: id, entry, next attempt. */
const FAILED = `
local size = redis.call('HSTRLEN', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZADD', KEYS[4], ARGV[3], ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('INCRBY', KEYS[2], #ARGV[2] - size) end
`

type Options = {
  /** Prefix of the outbox's keys; not tied to a build, so messages outlive deploys. */
  prefix?: string
  /** How long a claimed message is held for its worker before another may take it. */
  leaseMs?: number
  timeoutMs?: number
  limits?: OutboxLimits
}

/**
 * The outbox of a multi-instance deployment, in the shared Redis: a message accepted by one
 * instance is delivered by whichever worker is free, exactly one at a time. `add` resolves once
 * Redis has the message (run with appendfsync always, that is on its disk); it checks the limits
 * and stores in one script, so instances adding at once never take the outbox past them.
 */
export class RedisOutbox implements Outbox {
  private readonly keys: { entries: string; due: string; claims: string; bytes: string; arrivals: string }
  private readonly leaseMs: number
  private readonly timeoutMs: number
  private readonly limits: OutboxLimits

  constructor(
    private readonly client: () => Promise<RedisClient>,
    { prefix = 'arkvolt:outbox:', leaseMs = 120_000, timeoutMs = 2000, limits = UNLIMITED }: Options = {},
  ) {
    this.keys = {
      entries: `${prefix}entries`,
      due: `${prefix}due`,
      claims: `${prefix}claims`,
      bytes: `${prefix}bytes`,
      arrivals: `${prefix}arrivals`,
    }
    this.leaseMs = leaseMs
    this.timeoutMs = timeoutMs
    this.limits = limits
  }

  async add(message: OutboxEntry['message']): Promise<OutboxEntry> {
    const entry = newEntry(message)
    const [stored, messages, bytes] = (await this.run('add', (redis) =>
      redis.eval(ADD, {
        keys: [this.keys.entries, this.keys.bytes, this.keys.arrivals, this.keys.due],
        // Lua numbers are doubles: an unlimited store is given the largest it can compare exactly.
        arguments: [
          entry.id,
          JSON.stringify(entry),
          ...[this.limits.messages, this.limits.bytes].map(limitArgument),
          String(acceptedAt(entry.id)),
        ],
      }),
    )) as number[]
    if (stored !== 1) throw new OutboxFullError({ messages: messages ?? 0, bytes: bytes ?? 0 }, this.limits)
    return entry
  }

  /** From the counts kept beside the entries: three reads, however many messages it holds. */
  async usage(): Promise<OutboxUsage> {
    const [messages = 0, bytes = 0, oldestAt] = (await this.run('usage', (redis) =>
      redis.eval(CURRENT_USAGE, { keys: [this.keys.entries, this.keys.bytes, this.keys.arrivals] }),
    )) as number[]
    return { messages, bytes, ...(oldestAt === undefined ? {} : { oldestAt }) }
  }

  async list(): Promise<OutboxEntry[]> {
    const stored = await this.run('list', (redis) => redis.hVals(this.keys.entries))
    return this.parse(stored).sort((a, b) => a.id.localeCompare(b.id))
  }

  async claimDue(now: number, limit: number): Promise<OutboxEntry[]> {
    const claimed = await this.run('claim', (redis) =>
      redis.eval(CLAIM_DUE, {
        keys: [this.keys.due, this.keys.claims, this.keys.entries],
        arguments: [String(now), String(limit), String(now + this.leaseMs)],
      }),
    )
    return this.parse(claimed as string[])
  }

  async delivered(entry: OutboxEntry): Promise<void> {
    await this.run('delivered', (redis) =>
      redis.eval(DELIVERED, {
        keys: [this.keys.entries, this.keys.bytes, this.keys.claims, this.keys.arrivals],
        arguments: [entry.id],
      }),
    )
  }

  async failed(entry: OutboxEntry, error: string, nextAttemptAt: number): Promise<void> {
    const retried: OutboxEntry = { ...entry, attempts: entry.attempts + 1, nextAttemptAt, lastError: error }
    await this.run('failed', (redis) =>
      redis.eval(FAILED, {
        keys: [this.keys.entries, this.keys.bytes, this.keys.claims, this.keys.due],
        arguments: [entry.id, JSON.stringify(retried), String(nextAttemptAt)],
      }),
    )
  }

  private async run<T>(what: string, command: (redis: RedisClient) => Promise<T>): Promise<T> {
    return withTimeout(this.client().then(command), this.timeoutMs, `Redis outbox ${what}`)
  }

  private parse(stored: string[]): OutboxEntry[] {
    return stored.flatMap((text) => {
      const parsed = OutboxEntrySchema.safeParse(JSON.parse(text))
      return parsed.success ? [parsed.data] : []
    })
  }
}

const limitArgument = (limit: number) => String(Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER)
