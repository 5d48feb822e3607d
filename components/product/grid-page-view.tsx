import { Section } from '@/components/ui/section'
import { gridPages } from '@/content/grid-pages'
import { pagination } from '@/content/pagination'
import type { GridRoute } from '@/lib/catalogue/grid-routes'
import { PagedGrid } from './paged-grid'

/**
 * A later page of a grid: a short title naming the list and the page, then the grid as on the
 * first page with its page links. The landing's banner, explainers and FAQ stay on the first page.
 */
export function GridPageView({ route: { list, page, count, items } }: { route: GridRoute }) {
  const { heading, metadata } = gridPages[list]
  return (
    <>
      <header className="container-page pt-12 text-center sm:pt-16">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{pagination.title(metadata.title, page)}</h1>
      </header>
      <Section id="grid" title={heading}>
        <PagedGrid list={list} heading={heading} items={items} page={page} count={count} />
      </Section>
    </>
  )
}
