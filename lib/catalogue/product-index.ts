/**
 * Which product slugs exist in each line, so a product URL can be checked before anything is
 * rendered, fetched or stored for it: a made-up URL must cost nothing lasting.
 *
 * The index follows the catalogue without a rebuild:
 * - a known slug is answered at once; once the index is older than `maxAgeMs` it is reloaded in
 *   the background (the same window as the pages' own revalidation);
 * - an unknown slug reloads the index first, but at most once every `recheckMs` per line, so a
 *   product added upstream is found by its first visitor while a flood of made-up slugs costs
 *   at most one list call per line and period;
 * - `forget` (the webhook) makes the next unknown slug reload at once.
 * While a line's list has never been loaded (upstream down and nothing kept), every slug passes:
 * the page then decides, as it would without this index.
 */
export type LoadSlugs<Line extends string> = (line: Line) => Promise<readonly string[] | null>

type Entry = { slugs: Set<string> | null; loadedAt: number; loading?: Promise<void> }

export class ProductIndex<Line extends string> {
  private readonly entries = new Map<Line, Entry>()

  constructor(
    private readonly load: LoadSlugs<Line>,
    private readonly options: { maxAgeMs: number; recheckMs: number; now?: () => number },
  ) {}

  async has(line: Line, slug: string): Promise<boolean> {
    const entry = this.entry(line)
    const age = this.now() - entry.loadedAt
    if (entry.slugs?.has(slug)) {
      if (age >= this.options.maxAgeMs) void this.reload(line, entry)
      return true
    }
    if (age >= this.options.recheckMs) await this.reload(line, entry)
    return entry.slugs === null || entry.slugs.has(slug)
  }

  /**
   * Whether the lines hold at least `count` products together: a grid page exists when its
   * list has an item for it. Answered like `has`: a count the index has is answered at once;
   * a larger one reloads the lines past the recheck period first; a line never loaded counts
   * as holding every count, so the page decides.
   */
  async holds(lines: readonly Line[], count: number): Promise<boolean> {
    const total = () => lines.reduce((sum, line) => sum + (this.entry(line).slugs?.size ?? Infinity), 0)
    const aged = (limit: number) => lines.filter((line) => this.now() - this.entry(line).loadedAt >= limit)
    if (total() >= count) {
      for (const line of aged(this.options.maxAgeMs)) void this.reload(line, this.entry(line))
      return true
    }
    await Promise.all(aged(this.options.recheckMs).map((line) => this.reload(line, this.entry(line))))
    return total() >= count
  }

  /**
   * The line's slugs, for the webhook's regeneration: reloaded first when older than the recheck
   * period (so at once after `forget`); null while the line was never loaded.
   */
  async slugs(line: Line): Promise<readonly string[] | null> {
    const entry = this.entry(line)
    if (this.now() - entry.loadedAt >= this.options.recheckMs) await this.reload(line, entry)
    return entry.slugs && [...entry.slugs]
  }

  /** The catalogue changed: the next slug not in the index reloads its line at once. */
  forget(lines?: readonly Line[]): void {
    for (const [line, entry] of this.entries) {
      if (!lines || lines.includes(line)) entry.loadedAt = 0
    }
  }

  private entry(line: Line): Entry {
    let entry = this.entries.get(line)
    if (!entry) {
      entry = { slugs: null, loadedAt: 0 }
      this.entries.set(line, entry)
    }
    return entry
  }

  /** One load a line at a time; a failed load keeps what was known and waits `recheckMs` to retry. */
  private reload(line: Line, entry: Entry): Promise<void> {
    entry.loading ??= this.load(line)
      .then((slugs) => {
        if (slugs) entry.slugs = new Set(slugs)
      })
      .catch(() => {})
      .finally(() => {
        entry.loadedAt = this.now()
        entry.loading = undefined
      })
    return entry.loading
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}
