import Link from 'next/link'
import { Image } from '@/components/ui/image'
import { type GridItem, gridItemPath } from '@/lib/navigation/grid-pages'
import { cardImageWidths } from '@/lib/images/image-widths'

const sizes = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw'

/**
 * A product in /products/all's grid of every product: its cover and name, opening its page (a
 * trading item, which has none: its page of the trading items). Not prefetched: a page shows 24.
 */
export function CompactCard({ item }: { item: GridItem }) {
  return (
    <Link href={gridItemPath(item)} prefetch={false} className="group grid-card">
      <div className="card-picture">
        <Image src={item.card.images.cover} alt="" fill sizes={sizes} widths={cardImageWidths} className="object-contain p-4" />
      </div>
      <h3 className="card-title pb-4">{item.card.name}</h3>
    </Link>
  )
}
