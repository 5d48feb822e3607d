import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
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

/**
 * A claim names its process. One left by a process of this host that is gone is released at
 * once; one from another host (a shared folder) only after this long.
 */
const STALE_CLAIM_MS = 2 * 60_000
/**
 * A temporary file is written, flushed and renamed within moments; one this old (or whose
 * writer of this host is gone) was left by a crash, whichever host or process wrote it.
 */
const STALE_SCRATCH_MS = 60_000
const host = hostname().replace(/~/g, '-')

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The outbox as files: one JSON file a message, written to a temporary name, flushed to disk and
 * renamed, so a crash leaves either the whole message or none of it. A worker claims a message by
 * renaming it into `sending/` under a name that carries the claim time, which only one rename
 * can win; a claim left by a stopped process is released after a while. Past its limits it
 * refuses new messages; this process's adds are checked one at a time.
 */
export class FileOutbox implements Outbox {
  private readonly pending: string
  private readonly sending: string
  /** Half-written files live here, so `pending/` only ever holds whole messages. */
  private readonly scratch: string
  private readonly claims = new Map<string, string>()
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
      const usage = await this.usage()
      if (!fits(usage, entryBytes(entry), this.limits)) throw new OutboxFullError(usage, this.limits)
      await this.write(this.pending, entry)
      return entry
    })
    this.adding = added.catch(() => {})
    return added
  }

  /** Messages waiting or being sent, and the bytes of their files. */
  async usage(): Promise<OutboxUsage> {
    const sizes = await Promise.all([this.sizes(this.pending, '.json'), this.sizes(this.sending, '.claim')])
    const all = sizes.flat()
    return { messages: all.length, bytes: all.reduce((sum, size) => sum + size, 0) }
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
    const directory = await open(dir, 'r')
    await directory.sync().finally(() => directory.close())
  }

  private async sizes(dir: string, suffix: string): Promise<number[]> {
    let names: string[]
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith(suffix))
    } catch {
      return []
    }
    const sizes = await Promise.all(
      names.map((name) =>
        stat(path.join(dir, name)).then(
          (file) => file.size,
          () => undefined,
        ),
      ),
    )
    return sizes.filter((size): size is number => size !== undefined)
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

  /** The first use of an outbox in a process (the worker's first round, a message, a listing) clears what crashed writers left. */
  private ready(): Promise<void> {
    this.swept ??= this.removeAbandonedScratch(Date.now())
    return this.swept
  }

  /**
   * Temporary files never renamed into place: their writer crashed. Another process may share
   * the folder and be writing one right now, so only a file that is old, or whose writer is a
   * process of this host that has stopped, is removed. Names before the host and pid were in
   * them (`<id>.<pid>.<uuid>.tmp`) only go once old.
   */
  private async removeAbandonedScratch(now: number) {
    let names: string[]
    try {
      names = (await readdir(this.scratch)).filter((name) => name.endsWith('.tmp'))
    } catch {
      return
    }
    for (const name of names) {
      const file = path.join(this.scratch, name)
      const [, writerHost, pid] = name.match(/^[^~]+~([^~]+)~(\d+)~[^~]+\.tmp$/) ?? []
      const writerGone = writerHost === host && !isAlive(Number(pid))
      try {
        if (writerGone || now - (await stat(file)).mtimeMs >= STALE_SCRATCH_MS) await unlink(file)
      } catch {
        // Renamed into place or removed meanwhile.
      }
    }
  }
}
