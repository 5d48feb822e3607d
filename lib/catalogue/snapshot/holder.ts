import { type Category, CategorySchema } from '../schemas'
import type { Freshness } from './freshness'
import type { CatalogueSnapshot, SnapshotLines } from './snapshot'

/**
 * Why a snapshot is loaded: the first, the webhook, its age, another instance's version, or a
 * retry of the lines the held one could not load fresh.
 */
export type Why = 'start' | 'told' | 'aged' | { version: string } | { retry: readonly Category[] }

export type HolderOptions = {
  /** These lines, fresh from the source (each line's last good copy when the source fails). */
  load: (lines: readonly Category[]) => Promise<Partial<SnapshotLines>>
  build: (lines: SnapshotLines, version: string, builtAt: number, digest: string) => Promise<CatalogueSnapshot>
  digest: (lines: SnapshotLines) => string
  /** The same snapshot under a newer version, when a reload found the lists unchanged. */
  renamed: (snapshot: CatalogueSnapshot, version: string, builtAt: number) => CatalogueSnapshot
  freshness: Freshness
  /** A snapshot this old is reloaded whatever the signal says: the lists' revalidation period. */
  maxAgeMs: number
  /** How often the signal is read. */
  checkMs: number
  /** How often lines held as last good copies, or missing, are loaded again. */
  retryMs: number
  /**
   * Told of each new snapshot whose lists differ from the one before, and why it was loaded:
   * `aged` when this instance found the change itself, with no webhook to say so.
   */
  changed?: (next: CatalogueSnapshot, previous: CatalogueSnapshot | undefined, why: Why) => void
  /** Told of a timed or signalled reload that failed; the held snapshot stays. */
  failed?: (error: unknown) => void
  now?: () => number
}

/**
 * The process's catalogue snapshot, and how it follows the freshness signal:
 * - the first read waits for the first snapshot; every later read gets the one held, at once;
 * - `check` (every `checkMs`, from a timer) reads the signal and reloads when it names another
 *   version, or when the snapshot is `maxAgeMs` old; a timed reload that finds the lists changed
 *   bumps the signal, so every other instance reloads too;
 * - `refresh` (the webhook) reloads now and bumps the signal;
 * - lines it could only hold as last good copies, or not at all, are loaded again every
 *   `retryMs`, and a missing line also when a request needs it (requests arriving together
 *   share one load, as they would share a cache miss); each line is tried at most once every
 *   `retryMs` whatever the traffic, so an upstream that is down meets no more calls per visitor;
 * - one reload at a time; the held snapshot serves meanwhile, and is kept when a reload fails;
 * - a verified read and the webhook are answered by a reload of their own kind, never by one under
 *   way for another reason: a retry answers the old version, with the old lists.
 */
export class SnapshotHolder {
  private held?: CatalogueSnapshot
  private loading?: Promise<CatalogueSnapshot>
  private timer?: NodeJS.Timeout
  /** When each line was last asked of the source, by any load. */
  private readonly triedAt = new Map<Category, number>()

  constructor(private readonly options: HolderOptions) {}

  /**
   * The snapshot held, or the first one once built. `verified` reads the signal first and waits
   * for the reload it calls for: a page rendered just after another instance took the webhook is
   * rendered from the new lists, never stored from the old.
   */
  async current({ verified = false }: { verified?: boolean } = {}): Promise<CatalogueSnapshot> {
    if (!this.held) return this.reload('start')
    if (!verified) return this.held
    const version = await this.options.freshness.read()
    return version === null ? this.held : this.reach(version)
  }

  /**
   * The held snapshot once it is of `version` or newer. A reload under way is waited for but never
   * taken as the answer: a retry keeps the old version and lists, and an unchanged timed reload the
   * old version. So reloads run one after another until one reaches it; readers arriving together
   * wait for the same one.
   */
  private async reach(version: string): Promise<CatalogueSnapshot> {
    for (;;) {
      if (reaches(this.held!.version, version)) return this.held!
      if (this.loading) await this.loading.catch(() => {})
      else await this.reload({ version })
    }
  }

  /** The held snapshot, if any: for callers that must never wait (metrics). */
  get snapshot(): CatalogueSnapshot | undefined {
    return this.held
  }

  /** The catalogue changed upstream (the webhook): reload now, and tell every instance. */
  async refresh(): Promise<CatalogueSnapshot> {
    // Its own reload, after any under way: one that started before the edit never answers it.
    while (this.loading) await this.loading.catch(() => {})
    return this.reload('told')
  }

  /**
   * A line the held snapshot does not have, asked for by a request: loaded again, once for all
   * the requests waiting, unless it was tried less than `retryMs` ago (then the held snapshot,
   * still without it).
   */
  async retryMissing(line: Category): Promise<CatalogueSnapshot> {
    const held = await this.current()
    if (held.lines[line]) return held
    return this.loading || this.due(line) ? this.reload({ retry: [line] }) : held
  }

  /** Reload when the signal names another version than the held snapshot's, or when it is too old. */
  async check(): Promise<void> {
    if (this.loading) return
    const failed = (error: unknown) => this.options.failed?.(error)
    if (!this.held) {
      await this.reload('start').catch(failed)
      return
    }
    const version = await this.options.freshness.read()
    if (this.loading) return
    if (version !== null && version !== this.held.version) await this.reload({ version }).catch(failed)
    else if (this.now() - this.held.builtAt >= this.options.maxAgeMs) await this.reload('aged').catch(failed)
    else {
      const held = this.held
      const stale = CategorySchema.options.filter((line) => held.lines[line]?.fresh !== true && this.due(line))
      if (stale.length > 0) await this.reload({ retry: stale }).catch(failed)
    }
  }

  /** Checks every `checkMs` until `stop`; the timer never keeps the process alive. */
  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.options.checkMs).unref()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /**
   * One reload: `start` and a signal's `version` take the version as it is, `told` and a changed
   * `aged` reload bump it. Concurrent callers share the reload under way.
   */
  private reload(why: Why): Promise<CatalogueSnapshot> {
    this.loading ??= this.load(why).finally(() => {
      this.loading = undefined
    })
    return this.loading
  }

  private async load(why: Why): Promise<CatalogueSnapshot> {
    if (typeof why === 'object' && 'retry' in why) return this.retried(why.retry)
    const { freshness } = this.options
    // Read before the lists: a bump made while they load names a newer version than this one.
    const seen = typeof why === 'object' ? why.version : why === 'start' ? await freshness.read() : null
    this.tried(CategorySchema.options)
    const lines = (await this.options.load(CategorySchema.options)) as SnapshotLines
    const previous = this.held
    const digest = this.options.digest(lines)
    const same = previous !== undefined && previous.digest === digest
    const version = seen ?? (why === 'aged' && same && previous ? previous.version : await freshness.bump())
    const builtAt = this.now()
    // Unchanged lists keep their build, under what this load found of each line's freshness: a
    // line upstream failed is a last good copy now, retried, however fresh it was before.
    const next = same
      ? { ...this.options.renamed(previous, version, builtAt), lines }
      : await this.options.build(lines, version, builtAt, digest)
    this.held = next
    if (!same) this.options.changed?.(next, previous, why)
    return next
  }

  /** The held snapshot with these lines loaded again, under its version and age: a retry, not news. */
  private async retried(lines: readonly Category[]): Promise<CatalogueSnapshot> {
    this.tried(lines)
    const previous = this.held!
    const loaded = await this.options.load(lines)
    const merged = Object.fromEntries(
      CategorySchema.options.map((line) => [
        line,
        loaded[line] && (loaded[line].fresh || !previous.lines[line]) ? loaded[line] : previous.lines[line],
      ]),
    ) as SnapshotLines
    const digest = this.options.digest(merged)
    if (digest === previous.digest) {
      // A copy upstream now answers unchanged is fresh again, and no longer retried.
      if (lines.some((line) => merged[line]?.fresh !== previous.lines[line]?.fresh)) this.held = { ...previous, lines: merged }
      return this.held!
    }
    this.held = await this.options.build(merged, previous.version, previous.builtAt, digest)
    this.options.changed?.(this.held, previous, { retry: lines })
    return this.held
  }

  /** Whether `line` was last tried `retryMs` ago or more (or never). */
  private due(line: Category): boolean {
    return this.now() - (this.triedAt.get(line) ?? -Infinity) >= this.options.retryMs
  }

  private tried(lines: readonly Category[]): void {
    for (const line of lines) this.triedAt.set(line, this.now())
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}

/**
 * Whether a snapshot of `held` answers a read of `wanted`: the same value, or a later count of
 * the shared counter (a `local-` value, made while Redis was away, reaches only itself).
 */
const reaches = (held: string, wanted: string): boolean =>
  held === wanted || (/^\d+$/.test(held) && /^\d+$/.test(wanted) && Number(held) > Number(wanted))
