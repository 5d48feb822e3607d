import { PageLinks } from '@/components/navigation/page-links'
import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { tradingLanding } from '@/content/landings/trading'
import type { ProductCard } from '@/lib/catalogue/schemas'
import { pageCount, pageItems } from '@/lib/navigation/pagination'
import { gridPageRoute } from '@/lib/navigation/routes'
import { TradingCard } from './trading-card'

/**
 * The first page of the trading items, rendered only when there are items, with links to the
 * others (/products/others/page/<n>, for /products/trading and /products/others alike). As the
 * page's own title (at /products/others, which has no intro) the heading stays even when the list
 * is empty.
 */
export function TradingGrid({ products, asPageTitle = false }: { products: ProductCard[] | null; asPageTitle?: boolean }) {
  const items = products ?? []
  const grid =
    items.length > 0 ? (
      <>
        <CardGrid
          columns={{ sm: 2, lg: 3, xl: 4 }}
          items={pageItems(items, 1).map((product) => ({
            key: product._id,
            content: (
              <TradingCard product={product} keyPointsHeading={tradingLanding.keyPointsHeading} headingLevel={asPageTitle ? 2 : 3} />
            ),
          }))}
        />
        <PageLinks
          list={tradingLanding.productsHeading}
          current={1}
          count={pageCount(items.length)}
          href={(page) => gridPageRoute('others', page)}
        />
      </>
    ) : null
  if (asPageTitle) {
    return (
      <section id="trading-products" className="container-page py-12 sm:py-16">
        <h1 className="mb-10 text-center text-4xl font-bold tracking-tight text-navy-900">{tradingLanding.productsHeading}</h1>
        {grid}
      </section>
    )
  }
  return grid ? (
    <Section id="trading-products" title={tradingLanding.productsHeading}>
      {grid}
    </Section>
  ) : null
}
