import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import {
  entryBytes,
  fits,
  newEntry,
  type Outbox,
  type OutboxEntry,
  OutboxEntrySchema,
  OutboxFullError,
  type OutboxLimits,
  type OutboxUsage,
  UNLIMITED,
} from './outbox'
import { host, isAlive, removeAbandonedScratch } from './leftovers'
import { UsageTally } from './usage-tally'

/**
 * A claim names its process. One left by a process of this host that is gone is released at
 * once; one from another host (a shared folder) only after this long.
 */
const STALE_CLAIM_MS = 2 * 60_000

/**
 * The outbox as files: one JSON file a message, written to a temporary name, flushed to disk and
 * renamed, so a crash leaves either the whole message or none of it. A worker claims a message by
 * renaming it into `sending/` under a name that carries the claim time, which only one rename
 * can win; a claim left by a stopped process is released after a while. Past its limits it
 * refuses new messages; this process's adds are checked one at a time. What it holds is counted
 * once, at first use, then kept as messages come and go: the folder is this process's alone.
 */
export class FileOutbox implements Outbox {
  private readonly pending: string
  private readonly sending: string
  /** Half-written files live here, so `pending/` only ever holds whole messages. */
  private readonly scratch: string
  private readonly claims = new Map<string, string>()
  private readonly tally = new UsageTally()
  private swept?: Promise<void>
  private adding: Promise<unknown> = Promise.resolve()

  constructor(
    dir: string,
    private readonly limits: OutboxLimits = UNLIMITED,
  ) {
    this.pending = path.resolve(dir, 'pending')
    this.sending = path.resolve(dir, 'sending')
    this.scratch = path.resolve(dir, 'tmp')
  }

  add(message: OutboxEntry['message']): Promise<OutboxEntry> {
    const added = this.adding.then(async () => {
      await this.ready()
      const entry = newEntry(message)
      const usage = this.tally.usage()
      if (!fits(usage, entryBytes(entry), this.limits)) throw new OutboxFullError(usage, this.limits)
      await this.write(this.pending, entry)
      return entry
    })
    this.adding = added.catch(() => {})
    return added
  }

  /** Messages waiting or being sent, the bytes of their files and when the oldest came: from the kept count. */
  async usage(): Promise<OutboxUsage> {
    await this.ready()
    return this.tally.usage()
  }

  async list(): Promise<OutboxEntry[]> {
    await this.ready()
    const entries = [...(await this.readAll(this.pending)), ...(await this.readAll(this.sending, '.claim'))]
    return entries.sort((a, b) => a.id.localeCompare(b.id))
  }

  async claimDue(now: number, limit: number): Promise<OutboxEntry[]> {
    await this.ready()
    await this.releaseStaleClaims(now)
    const claimed: OutboxEntry[] = []
    for (const entry of await this.readAll(this.pending)) {
      if (claimed.length >= limit) break
      if (entry.nextAttemptAt > now) continue
      const claim = path.join(this.sending, `${entry.id}~${now}~${host}~${process.pid}.claim`)
      try {
        await mkdir(this.sending, { recursive: true })
        await rename(this.file(this.pending, entry.id), claim)
        this.claims.set(entry.id, claim)
        claimed.push(entry)
      } catch {
        // Another worker claimed it first.
      }
    }
    return claimed
  }

  async delivered(entry: OutboxEntry): Promise<void> {
    await this.release(entry)
    this.tally.forget(entry.id)
  }

  async failed(entry: OutboxEntry, error: string, nextAttemptAt: number): Promise<void> {
    await this.write(this.pending, { ...entry, attempts: entry.attempts + 1, nextAttemptAt, lastError: error })
    await this.release(entry)
  }

  private async release(entry: OutboxEntry) {
    const claim = this.claims.get(entry.id)
    this.claims.delete(entry.id)
    if (claim) await unlink(claim).catch(() => {})
  }

  private file(dir: string, id: string) {
    return path.join(dir, `${id}.json`)
  }

  private async write(dir: string, entry: OutboxEntry) {
    await Promise.all([mkdir(dir, { recursive: true }), mkdir(this.scratch, { recursive: true })])
    const target = this.file(dir, entry.id)
    const temporary = path.join(this.scratch, `${entry.id}~${host}~${process.pid}~${randomUUID()}.tmp`)
    const handle = await open(temporary, 'w')
    try {
      await handle.writeFile(JSON.stringify(entry))
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, target)
    this.tally.hold(entry.id, entryBytes(entry))
    const directory = await open(dir, 'r')
    await directory.sync().finally(() => directory.close())
  }

  /** What the folder holds as this process first uses it: each message waiting or being sent, by its file's size. */
  private async countFolder() {
    const kept = async (dir: string, suffix: string) => {
      const names = await readdir(dir).catch(() => [])
      await Promise.all(
        names
          .filter((name) => name.endsWith(suffix))
          .map(async (name) => {
            const size = await stat(path.join(dir, name)).then(
              (file) => file.size,
              () => undefined,
            )
            // `<id>.json` waiting, `<id>~<claim>.claim` being sent.
            if (size !== undefined) this.tally.hold(name.replace(/(~.*)?\.(json|claim)$/, ''), size)
          }),
      )
    }
    await Promise.all([kept(this.pending, '.json'), kept(this.sending, '.claim')])
  }

  private async readAll(dir: string, suffix = '.json'): Promise<OutboxEntry[]> {
    let names: string[]
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith(suffix)).sort()
    } catch {
      return []
    }
    const entries = await Promise.all(
      names.map(async (name) => {
        try {
          return OutboxEntrySchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8')))
        } catch {
          return undefined // Claimed or removed meanwhile.
        }
      }),
    )
    return entries.filter((entry): entry is OutboxEntry => entry !== undefined)
  }

  private async releaseStaleClaims(now: number) {
    let names: string[]
    try {
      names = await readdir(this.sending)
    } catch {
      return
    }
    for (const name of names) {
      const match = name.match(/^(.+)~(\d+)~(.+)~(\d+)\.claim$/)
      if (!match) continue
      const [, id = '', claimedAt, claimHost, pid] = match
      if (this.claims.has(id)) continue
      const abandoned = claimHost === host ? !isAlive(Number(pid)) : now - Number(claimedAt) >= STALE_CLAIM_MS
      if (abandoned) await rename(path.join(this.sending, name), this.file(this.pending, id)).catch(() => {})
    }
  }

  /**
   * The first use of an outbox in a process (the worker's first round, a message, a listing, a
   * health check) clears what crashed writers left and counts what the folder holds.
   */
  private ready(): Promise<void> {
    this.swept ??= removeAbandonedScratch(this.scratch, Date.now()).then(() => this.countFolder())
    return this.swept
  }
}
