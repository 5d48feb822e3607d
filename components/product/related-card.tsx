import { Image } from '@/components/ui/image'
import Link from 'next/link'
import { cardImageWidths } from '@/lib/images/image-widths'
import type { DetailCategory, ProductCard } from '@/lib/catalogue/schemas'
import { relatedCardStyle } from '@/lib/product/related-products'
import { productRoute } from '@/lib/navigation/routes'
import { PartnerTags } from './partner-tags'

const styles = {
  brand: 'bg-gradient-to-b from-navy-900 to-navy-800 text-white ring-navy-700',
  standard: 'bg-white text-navy-900 ring-slate-200',
} as const

/** A Related Products card: the brand style for sailite and technozen lines, the standard style for the rest. */
export function RelatedCard({ product, category }: { product: ProductCard; category: DetailCategory }) {
  const style = relatedCardStyle(product)
  return (
    <Link
      href={productRoute(product.productType ?? category, product.slug)}
      data-style={style}
      className={`group flex card-lift flex-col ${styles[style]}`}
    >
      <div className={`relative aspect-square ${style === 'brand' ? 'bg-white/5' : 'bg-slate-50'}`}>
        <Image
          src={product.images.cover}
          alt=""
          fill
          sizes="(min-width: 1024px) 25vw, 50vw"
          widths={cardImageWidths}
          className="object-contain p-4"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {style === 'brand' ? <PartnerTags tags={product.tradingPartner.slice(0, 2)} /> : null}
        <h3 className="font-semibold">{product.name}</h3>
      </div>
    </Link>
  )
}
