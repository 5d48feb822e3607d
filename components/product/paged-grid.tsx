import { PageLinks } from '@/components/navigation/page-links'
import { CardGrid } from '@/components/ui/card-grid'
import { type GridItem, gridPagePath, type PagedList } from '@/lib/grid-pages'
import { GridCard } from './grid-card'

/** One page of a paged product grid, and the plain links to its other pages. */
export function PagedGrid({
  list,
  heading,
  items,
  page,
  count,
}: {
  list: PagedList
  /** The grid's heading, which names its page links. */
  heading: string
  items: readonly GridItem[]
  page: number
  count: number
}) {
  return (
    <>
      <CardGrid
        columns={{ sm: 2, lg: 3, xl: 4 }}
        items={items.map((item) => ({ key: `${item.line}-${item.card._id}`, content: <GridCard item={item} /> }))}
      />
      <PageLinks list={heading} current={page} count={count} href={(target) => gridPagePath(list, target)} />
    </>
  )
}
