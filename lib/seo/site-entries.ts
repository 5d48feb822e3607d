import 'server-only'
import { productRoute, publicRoutes } from '@/lib/navigation/routes'
import { detailPageParams } from '@/lib/catalogue/detail-routes'
import { gridPagePaths } from '@/lib/catalogue/grid-routes'
import type { SitemapEntry } from './sitemap'

/** Everything the sitemap lists: the public routes first, then every product page, then the grids' later pages. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [products, gridPages] = await Promise.all([detailPageParams(), gridPagePaths()])
  return [
    ...publicRoutes.map((path): SitemapEntry => ({ path, changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.7 })),
    ...products.map(({ category, slug }): SitemapEntry => ({
      path: productRoute(category, slug),
      changeFrequency: 'weekly',
      priority: 0.8,
    })),
    ...gridPages.map((path): SitemapEntry => ({ path, changeFrequency: 'daily', priority: 0.5 })),
  ]
}
