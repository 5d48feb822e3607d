import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GridPageView } from '@/components/product/grid-page-view'
import { company } from '@/content/company/identity'
import { gridPages } from '@/content/grid-pages'
import { pagination } from '@/content/pagination'
import { loadGridRoute, prerenderedGridParams } from '@/lib/catalogue/grid-routes'
import { gridPageRoute } from '@/lib/navigation/routes'
import { pageMetadata } from '@/lib/seo/metadata'

/** As the landings: a later page changes when its list does. */
export const revalidate = 3600
export const dynamicParams = true

export const generateStaticParams = prerenderedGridParams

type Props = { params: Promise<{ category: string; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await loadGridRoute(params)
  if (route === undefined) notFound()
  if (route === null) return { robots: { index: false, follow: true } }
  const { title, description } = gridPages[route.list].metadata
  return pageMetadata({
    title: pagination.title(title, route.page),
    description: pagination.description(description, route.page, route.count),
    path: gridPageRoute(route.list, route.page),
    siteName: company.name,
  })
}

export default async function GridPage({ params }: Props) {
  const route = await loadGridRoute(params)
  if (route === undefined) notFound()
  // Nothing cached and upstream down: an error, which Next neither caches nor keeps over a good page.
  if (route === null) throw new Error('The catalogue could not be reached.')
  return <GridPageView route={route} />
}
