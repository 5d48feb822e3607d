import { PageLinks } from '@/components/navigation/page-links'
import { CardGrid } from '@/components/ui/card-grid'
import { type GridItem, type PagedList } from '@/lib/navigation/grid-pages'
import { gridPageRoute } from '@/lib/navigation/routes'
import { CompactCard } from './compact-card'
import { GridCard } from './grid-card'

/**
 * One page of a paged product grid, and the plain links to its other pages. A line's grid shows
 * its cards as its landing always has; /products/all's grid of every product, the compact card
 * (cover and name), two a row on phones, so its pages stay as light as a landing's.
 */
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
        columns={{ base: list === 'all' ? 2 : 1, sm: 2, lg: 3, xl: 4 }}
        items={items.map((item) => ({
          key: `${item.line}-${item.card._id}`,
          content: list === 'all' ? <CompactCard item={item} /> : <GridCard item={item} />,
        }))}
      />
      <PageLinks list={heading} current={page} count={count} href={(target) => gridPageRoute(list, target)} />
    </>
  )
}
