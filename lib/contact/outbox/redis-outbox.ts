import { type RedisClient, withTimeout } from '@/lib/redis/client.mjs'
import { newEntry, type Outbox, type OutboxEntry, OutboxEntrySchema } from './outbox'

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

type Options = {
  /** Prefix of the outbox's keys; not tied to a build, so messages outlive deploys. */
  prefix?: string
  /** How long a claimed message is held for its worker before another may take it. */
  leaseMs?: number
  timeoutMs?: number
}

/**
 * The outbox of a multi-instance deployment, in the shared Redis: a message accepted by one
 * instance is delivered by whichever worker is free, exactly one at a time. `add` resolves once
 * Redis has the message (run with appendfsync always, that is on its disk).
 */
export class RedisOutbox implements Outbox {
  private readonly keys: { entries: string; due: string; claims: string }
  private readonly leaseMs: number
  private readonly timeoutMs: number

  constructor(
    private readonly client: () => Promise<RedisClient>,
    { prefix = 'arkvolt:outbox:', leaseMs = 120_000, timeoutMs = 2000 }: Options = {},
  ) {
    this.keys = { entries: `${prefix}entries`, due: `${prefix}due`, claims: `${prefix}claims` }
    this.leaseMs = leaseMs
    this.timeoutMs = timeoutMs
  }

  async add(message: OutboxEntry['message']): Promise<OutboxEntry> {
    const entry = newEntry(message)
    await this.run('add', (redis) =>
      redis.multi().hSet(this.keys.entries, entry.id, JSON.stringify(entry)).zAdd(this.keys.due, { score: 0, value: entry.id }).exec(),
    )
    return entry
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
    await this.run('delivered', (redis) => redis.multi().zRem(this.keys.claims, entry.id).hDel(this.keys.entries, entry.id).exec())
  }

  async failed(entry: OutboxEntry, error: string, nextAttemptAt: number): Promise<void> {
    const retried: OutboxEntry = { ...entry, attempts: entry.attempts + 1, nextAttemptAt, lastError: error }
    await this.run('failed', (redis) =>
      redis
        .multi()
        .hSet(this.keys.entries, entry.id, JSON.stringify(retried))
        .zRem(this.keys.claims, entry.id)
        .zAdd(this.keys.due, { score: nextAttemptAt, value: entry.id })
        .exec(),
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
