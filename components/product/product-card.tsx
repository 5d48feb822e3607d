import Link from 'next/link'
import type { DetailCategory, ProductCard as Card } from '@/lib/catalogue/schemas'
import { productRoute } from '@/lib/navigation/routes'
import { CardImages } from './card-images'
import { MarketplaceButtons } from './marketplace-buttons'

/** A product in a landing grid: the image and name open its page; marketplace buttons sit below. */
export function ProductCard({ product, category }: { product: Card; category: DetailCategory }) {
  return (
    <article className="group grid-card card-hover">
      <Link href={productRoute(category, product.slug)} className="block">
        <CardImages images={product.images} />
        <h3 className="card-title">{product.name}</h3>
      </Link>
      <div className="card-actions">
        <MarketplaceButtons product={product} />
      </div>
    </article>
  )
}
