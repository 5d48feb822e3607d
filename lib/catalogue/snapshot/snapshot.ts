import { createHash } from 'node:crypto'
import { SearchEngine } from '@/lib/search/engine'
import { type Found, searchableCatalogue } from '@/lib/search/searchable-catalogue'
import { type Category, CategorySchema, detailCategories, type ProductCard } from '../schemas'
import { acrossLines, reportOf } from '../report/across-lines'
import type { CatalogueReport } from '../report/findings'
import type { LoadedLine } from '../source'

/**
 * Every line, each null while it could never be loaded (upstream down and nothing kept); a line's
 * `fresh` is false when upstream failed and it is the last good copy.
 */
export type SnapshotLines = Readonly<Record<Category, LoadedLine | null>>

/**
 * The catalogue as one process knows it, built from every line's list in one pass and named by the
 * freshness version it was built for. Everything that answers from the lists reads one snapshot:
 * the pages' lists, the proxy's product index, grid page counts, the regeneration lists, the
 * sitemap and search. So they agree with each other, and change together.
 */
export type CatalogueSnapshot = {
  version: string
  builtAt: number
  /** A hash of the lists' content: equal digests, equal catalogues. */
  digest: string
  lines: SnapshotLines
  /** The slugs of each line's own products (a card whose type names another line is that line's). */
  slugs: Readonly<Record<Category, ReadonlySet<string> | null>>
  search: { engine: SearchEngine; products: Found[] }
  /** Every card by its slug (a slug is shown in one line at most). */
  cards: ReadonlyMap<string, ProductCard>
  /** What each line's check refused or changed, and why (lib/catalogue/report). */
  report: CatalogueReport
}

const lines = CategorySchema.options

export async function buildSnapshot(lists: SnapshotLines, version: string, builtAt: number, digest: string): Promise<CatalogueSnapshot> {
  const loaded = acrossLines(lists)
  const present = lines.flatMap((line) => (loaded[line] ? [{ line, ...loaded[line] }] : []))
  const { products, searchable } = searchableCatalogue(present)
  return {
    version,
    builtAt,
    digest,
    lines: loaded,
    slugs: Object.fromEntries(lines.map((line) => [line, slugSet(ownSlugs(line, loaded[line]))])) as CatalogueSnapshot['slugs'],
    search: { engine: await SearchEngine.build(searchable), products },
    cards: new Map(present.flatMap(({ cards }) => cards.map((card) => [card.slug, card] as const))),
    report: reportOf(loaded),
  }
}

/** The same snapshot under a newer version: the lists did not change, so nothing is rebuilt. */
export const renamed = (snapshot: CatalogueSnapshot, version: string, builtAt: number): CatalogueSnapshot => ({
  ...snapshot,
  version,
  builtAt,
})

const slugSet = (slugs: string[] | null) => slugs && new Set(slugs)

/** A hash of each line's content and report, in the lines' order: equal digests, equal catalogues. */
export const digestOf = (loaded: SnapshotLines): string =>
  lines
    .map((line) =>
      createHash('sha256')
        .update(JSON.stringify(loaded[line] && [loaded[line].cards, loaded[line].documents, loaded[line].report]))
        .digest('base64url'),
    )
    .join('.')

/** The lines whose content differs between two snapshots. */
export function changedLines(previous: CatalogueSnapshot, next: CatalogueSnapshot): Category[] {
  const [before, after] = [previous.digest.split('.'), next.digest.split('.')]
  return lines.filter((_, index) => before[index] !== after[index])
}

/** The slugs of a line's own products in its order; a card whose type names another line is that line's. */
const ownSlugs = (line: Category, loaded: LoadedLine | null): string[] | null =>
  loaded && loaded.cards.filter((card) => !card.productType || card.productType === line).map((card) => card.slug)

/** A line's own products' slugs in its order (the regeneration's lists); null while it was never loaded. */
export const lineSlugs = (snapshot: CatalogueSnapshot, line: Category): readonly string[] | null => ownSlugs(line, snapshot.lines[line])

/**
 * Whether the line has a product with this slug. A line never loaded answers yes: the page then
 * decides, as it would with no index.
 */
export const hasProduct = (snapshot: CatalogueSnapshot, line: Category, slug: string): boolean => snapshot.slugs[line]?.has(slug) ?? true

/** Whether a line with detail pages has a product with this slug. */
export const isDetailProduct = (snapshot: CatalogueSnapshot, slug: string): boolean =>
  detailCategories.some((line) => hasProduct(snapshot, line, slug))

/** How many products the lines hold together; a line never loaded counts as holding any number. */
export const productCount = (snapshot: CatalogueSnapshot, of: readonly Category[]): number =>
  of.reduce((sum, line) => sum + (snapshot.lines[line]?.cards.length ?? Infinity), 0)

/**
 * Related products as the snapshot has them now: each card as it is listed (a rename shows at
 * once), and one upstream no longer lists left out (never a link to a 404).
 */
export const currentCards = (snapshot: CatalogueSnapshot, cards: readonly ProductCard[]): ProductCard[] =>
  cards.flatMap((card) => snapshot.cards.get(card.slug) ?? [])

/** The line before `line`, in the lines' order, that shows a product with this slug: it keeps the slug (lib/catalogue/report/across-lines.ts). */
export const earlierHolder = (snapshot: CatalogueSnapshot, line: Category, slug: string): Category | undefined =>
  lines.slice(0, lines.indexOf(line)).find((earlier) => snapshot.slugs[earlier]?.has(slug) === true)
