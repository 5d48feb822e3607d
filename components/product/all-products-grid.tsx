import { Section } from '@/components/ui/section'
import { productsPage } from '@/content/products-page'
import type { GridItem } from '@/lib/navigation/grid-pages'
import { pageCount, pageItems } from '@/lib/navigation/pagination'
import { PagedGrid } from './paged-grid'

/** /products/all's grid of every product of every line, its first page with links to the others; nothing when there are none. */
export function AllProductsGrid({ items }: { items: GridItem[] | null }) {
  if (!items || items.length === 0) return null
  const heading = productsPage.allProductsHeading
  return (
    <Section id="all-products" title={heading} tone="muted">
      <PagedGrid list="all" heading={heading} items={pageItems(items, 1)} page={1} count={pageCount(items.length)} />
    </Section>
  )
}
