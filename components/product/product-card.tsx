import Link from 'next/link'
import type { DetailCategory, ProductCard as Card } from '@/lib/catalogue/schemas'
import { CardImages } from './card-images'
import { MarketplaceButtons } from './marketplace-buttons'

/** A product in a landing grid: the image and name open its page; marketplace buttons sit below. */
export function ProductCard({ product, category }: { product: Card; category: DetailCategory }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg">
      <Link href={`/products/${category}/${product.slug}`} className="block">
        <CardImages images={product.images} />
        <h3 className="px-5 pt-4 text-lg font-semibold text-navy-900 group-hover:text-amber-700">{product.name}</h3>
      </Link>
      <div className="mt-auto px-5 pt-3 pb-5">
        <MarketplaceButtons product={product} />
      </div>
    </article>
  )
}
