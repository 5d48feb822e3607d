import { tradingLanding } from '@/content/landings/trading'
import type { GridItem } from '@/lib/navigation/grid-pages'
import { ProductCard } from './product-card'
import { TradingCard } from './trading-card'

/** A product in a paged grid, as its line's grid shows it: a trading item's card, or a card opening the product's page. */
export function GridCard({ item: { card, line } }: { item: GridItem }) {
  if (line === 'trading') return <TradingCard product={card} keyPointsHeading={tradingLanding.keyPointsHeading} headingLevel={3} />
  return <ProductCard product={card} category={line} />
}
