import { createHash } from 'node:crypto'
import { type Category, CategorySchema } from '../schemas'
import type { LoadedLine } from '../source'
import type { FirstSeenStore, Recorded } from './first-seen-store'

/** The products of a line an edit added, changed or removed, by slug. */
export type LineEdits = { line: Category; slugs: string[] }

/** Each line's products' first-seen times (seconds since 1970), by slug. */
export type FirstSeenTimes = Readonly<Record<Category, ReadonlyMap<string, number>>>

export type FirstSeenOptions = {
  /** Null where nothing may be recorded (the build): no time is known. */
  store: FirstSeenStore | null
  /** Told of the edits this instance recorded first: no other instance is told of them. */
  edited: (edits: LineEdits) => void
  /** Told of each line recorded, and how. */
  recorded?: (line: Category, result: Recorded) => void
  /** Told of a line that could not be recorded; it is tried again with the next load. */
  failed?: (line: Category, error: unknown) => void
  now?: () => number
}

/** Each slug once, with the first product listed under it: the one the line's pages show. */
function productsOf(loaded: LoadedLine, pages: readonly string[]): [string, string][] {
  const seen = new Map<string, string>()
  loaded.cards.forEach((card, index) => {
    if (!seen.has(card.slug)) seen.set(card.slug, pages[index] ?? '')
  })
  return [...seen]
}

/**
 * Watches every load of the lines (each timed reload, the webhook's, another instance's version)
 * and records a line in the store when its products' page hashes differ from those this process
 * last recorded: nothing is written while nothing changes. Only lines read from the source now
 * are recorded; a last good copy says nothing new. Records run one at a time, in load order, and
 * `times` waits for those under way, so a sitemap rendered after a load reads its times.
 */
export class FirstSeen {
  private readonly recordedDigests = new Map<Category, string>()
  private pending: Promise<unknown> = Promise.resolve()

  constructor(private readonly options: FirstSeenOptions) {}

  /** `loadedAt`: when the load of these lines began, in ms. */
  observe(lines: Partial<Record<Category, LoadedLine | null>>, loadedAt: number): Promise<void> {
    const { store } = this.options
    if (!store) return Promise.resolve()
    const work = this.pending.then(() =>
      Promise.all(CategorySchema.options.map((line) => this.recordLine(store, line, lines[line], loadedAt))),
    )
    this.pending = work
    return work.then(() => {})
  }

  /** Every line's times as the store holds them now; null when none can be known (no store, or it cannot be read). */
  async times(): Promise<FirstSeenTimes | null> {
    const { store } = this.options
    if (!store) return null
    await this.pending
    try {
      const read = await Promise.all(CategorySchema.options.map((line) => store.read(line)))
      return Object.fromEntries(CategorySchema.options.map((line, index) => [line, read[index]!])) as Record<Category, Map<string, number>>
    } catch {
      return null
    }
  }

  private async recordLine(store: FirstSeenStore, line: Category, loaded: LoadedLine | null | undefined, loadedAt: number) {
    if (!loaded?.fresh || !loaded.pages) return
    const products = productsOf(loaded, loaded.pages)
    const digest = createHash('sha256').update(JSON.stringify(products)).digest('base64url')
    if (this.recordedDigests.get(line) === digest) return
    try {
      const result = await store.record(line, products, loadedAt, Math.floor((this.options.now ?? Date.now)() / 1000))
      this.recordedDigests.set(line, digest)
      this.options.recorded?.(line, result)
      if (result.kind === 'changed' && result.slugs.length > 0) this.options.edited({ line, slugs: result.slugs })
    } catch (error) {
      this.options.failed?.(line, error)
    }
  }
}
