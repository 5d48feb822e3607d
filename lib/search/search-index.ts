import { GRID_PAGE_SIZE, pageCount, pageItems } from '@/lib/pagination'
import { SearchEngine } from './engine'
import type { Found, SearchableCatalogue } from './searchable-catalogue'

/**
 * The process's search index, kept current without ever being built for a request:
 * - the first search builds it and waits; every later search answers from the index as it is;
 * - it is rebuilt behind the searches, one rebuild at a time, when the catalogue's lists may have
 *   changed: the webhook says so (`invalidate`), the lists' stamp differs from the one it was built
 *   at (checked at most every `checkMs`, on a search), or it is older than `maxAgeMs`;
 * - a search during a rebuild uses the previous index; a rebuild that cannot load the catalogue
 *   keeps it, and the next is tried `retryMs` later at the soonest.
 */
export type SearchIndexOptions = {
  /** The catalogue as the index holds it; null when it cannot be loaded at all. */
  load: () => Promise<SearchableCatalogue | null>
  /** A cheap value that changes whenever the lists are marked changed, on any instance. */
  stamp: () => Promise<string>
  /** Runs a rebuild outside the request that asked for it (see ./detached.ts). */
  detached: <T>(task: () => Promise<T>) => Promise<T>
  maxAgeMs: number
  checkMs: number
  retryMs: number
  now?: () => number
  log?: (message: string) => void
}

type Built = { engine: SearchEngine; products: Found[]; builtAt: number; stamp: string }

export type ResultsPage = {
  /** Products that matched, at most MAX_RESULTS; `more` when others matched past those. */
  total: number
  more: boolean
  /** The page shown: the one asked for, or the last when it asked for one past the end. */
  page: number
  pageCount: number
  results: Found[]
}

export class SearchIndex {
  private built?: Built
  private building?: Promise<Built | undefined>
  private invalidated = false
  private attemptedAt = -Infinity
  private checkedAt = -Infinity
  private checking = false

  constructor(private readonly options: SearchIndexOptions) {}

  /** One page of the results of a query; null while the index could never be built (the catalogue unreachable). */
  async search(text: string, page: number): Promise<ResultsPage | null> {
    const built = await this.current()
    if (!built) return null
    const matches = built.engine.search(text)
    const count = pageCount(matches.positions.length)
    const shown = Math.min(page, count)
    return {
      total: matches.positions.length,
      more: matches.more,
      page: shown,
      pageCount: count,
      results: pageItems(matches.positions, shown, GRID_PAGE_SIZE).map((position) => built.products[position]!),
    }
  }

  /** The catalogue changed (the webhook): the next search starts a rebuild, whatever the stamp says. */
  invalidate(): void {
    this.invalidated = true
  }

  /** Rebuild now, behind any search, unless one is under way; resolves once it is done. */
  async refresh(): Promise<void> {
    await this.rebuild({ force: true })
  }

  /** How many products the index holds, and when it was built; undefined before the first build. */
  get state(): { products: number; builtAt: number } | undefined {
    return this.built && { products: this.built.products.length, builtAt: this.built.builtAt }
  }

  private async current(): Promise<Built | undefined> {
    if (!this.built) return this.rebuild({ force: false })
    const now = this.now()
    if (this.invalidated || now - this.built.builtAt >= this.options.maxAgeMs) void this.rebuild({ force: this.invalidated })
    else if (now - this.checkedAt >= this.options.checkMs && !this.checking) void this.checkStamp(now)
    return this.built
  }

  private async checkStamp(now: number): Promise<void> {
    this.checkedAt = now
    this.checking = true
    try {
      if ((await this.options.stamp()) !== this.built?.stamp) await this.rebuild({ force: true })
    } catch (error) {
      this.options.log?.(`[search] could not read the lists' stamp: ${String(error)}`)
    } finally {
      this.checking = false
    }
  }

  /** One rebuild at a time; a failed one is not retried before `retryMs`, unless forced (a change is known). */
  private rebuild({ force }: { force: boolean }): Promise<Built | undefined> {
    if (this.building) return this.building
    if (!force && this.now() - this.attemptedAt < this.options.retryMs) return Promise.resolve(this.built)
    this.attemptedAt = this.now()
    // Cleared before reading: a change marked while this rebuild reads is rebuilt for again.
    this.invalidated = false
    this.building = this.options
      .detached(async () => {
        const stamp = await this.options.stamp()
        const builtAt = this.now()
        this.checkedAt = builtAt
        const catalogue = await this.options.load()
        if (!catalogue) {
          this.options.log?.('[search] the catalogue could not be loaded; the index is kept as it was')
          return this.built
        }
        const started = this.now()
        const engine = await SearchEngine.build(catalogue.searchable)
        this.built = { engine, products: catalogue.products, builtAt, stamp }
        this.options.log?.(`[search] index of ${catalogue.products.length} products built in ${this.now() - started} ms`)
        return this.built
      })
      .catch((error: unknown) => {
        this.options.log?.(`[search] rebuilding the index failed; it is kept as it was: ${String(error)}`)
        return this.built
      })
      .finally(() => {
        this.building = undefined
      })
    return this.building
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}
