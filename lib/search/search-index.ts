import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
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

  /**
   * One page of the results of a query; null while the index could never be built (the catalogue
   * unreachable). Each query answered is counted and timed from the index as it is, not the wait
   * for a first build.
   */
  async search(text: string, page: number): Promise<ResultsPage | null> {
    const built = await this.current()
    if (!built) return null
    const started = performance.now()
    const matches = built.engine.search(text)
    const count = pageCount(matches.positions.length)
    const shown = Math.min(page, count)
    const { searchQueries, searchDuration } = metrics()
    searchQueries.inc()
    searchDuration.observe((performance.now() - started) / 1000)
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
      logEvent('warn', 'search.index_failed', { reason: `the lists' stamp could not be read: ${String(error)}` })
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
          logEvent('warn', 'search.index_failed', { reason: 'the catalogue could not be loaded', kept: this.built !== undefined })
          return this.built
        }
        const started = this.now()
        const engine = await SearchEngine.build(catalogue.searchable)
        this.built = { engine, products: catalogue.products, builtAt, stamp }
        logEvent('info', 'search.index_built', { documents: catalogue.products.length, ms: this.now() - started })
        return this.built
      })
      .catch((error: unknown) => {
        logEvent('error', 'search.index_failed', { reason: String(error), kept: this.built !== undefined })
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
