import { Section } from '@/components/ui/section'
import type { DetailCategory, ProductCard as Card } from '@/lib/catalogue/schemas'
import { pageCount, pageItems } from '@/lib/navigation/pagination'
import { PagedGrid } from './paged-grid'

/** A landing's product grid, its first page with links to the others; rendered only when there are products. */
export function ProductGrid({
  id,
  heading,
  products,
  category,
}: {
  id: string
  heading: string
  products: Card[] | null
  category: DetailCategory
}) {
  if (!products || products.length === 0) return null
  return (
    <Section id={id} title={heading}>
      <PagedGrid
        list={category}
        heading={heading}
        items={pageItems(products, 1).map((card, position) => ({ card, line: category, position }))}
        page={1}
        count={pageCount(products.length)}
      />
    </Section>
  )
}
