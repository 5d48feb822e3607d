import 'server-only'
import { env } from '@/lib/server/env'
import { productRoute, publicRoutes } from '@/lib/navigation/routes'
import { type GridItem, pagedLists, type PagedList } from '@/lib/navigation/grid-pages'
import { detailPageParams } from '@/lib/catalogue/detail-routes'
import { gridItems } from '@/lib/catalogue/grid-routes'
import { declareDependency } from '@/lib/catalogue/http'
import type { Category } from '@/lib/catalogue/schemas'
import { firstSeen } from '@/lib/catalogue/snapshot'
import { gridEntries, latestOf } from './lastmod'
import type { SitemapEntry } from './sitemap'

/**
 * Everything the sitemap lists: the public routes first, then every product page, then the grids'
 * later pages; each product, line and grid page with the time its content last changed (./lastmod.ts).
 * When a time is unknown (the build, which records none; a first-seen store that cannot be read)
 * the URL goes without one, and the sitemap is rendered again as soon as a page built from a
 * last good copy would be: never a build's time nor "now".
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [products, lists, times] = await Promise.all([
    detailPageParams(),
    Promise.all(pagedLists.map(async (list) => [list, (await gridItems(list)) ?? []] as const)),
    firstSeen().times(),
  ])
  const grids = gridEntries(Object.fromEntries(lists) as Record<PagedList, GridItem[]>, times)
  const routes = new Set<string>(publicRoutes)
  const byPath = new Map(grids.map((entry) => [entry.path, entry]))
  const catalogue = [
    ...products.map(({ category, slug }): SitemapEntry => ({
      path: productRoute(category, slug),
      lastModified: latestOf([{ line: category, slug }], times),
    })),
    ...grids.filter((entry) => !routes.has(entry.path)),
  ]
  const known = (line: Category, slug: string) => times?.[line].has(slug) === true
  const unknown =
    products.some(({ category, slug }) => !known(category, slug)) ||
    lists.some(([, items]) => items.some(({ card, line }) => !known(line, card.slug)))
  if (unknown) await declareDependency([], env().CATALOGUE_RETRY_SECONDS)
  return [...publicRoutes.map((path) => byPath.get(path) ?? { path }), ...catalogue]
}
