import Link from 'next/link'
import { PartnerTags } from '@/components/product/partner-tags'
import { Image } from '@/components/ui/image'
import { tradingLanding } from '@/content/landings/trading'
import { productLineNames } from '@/content/product-lines'
import { type Found, resultHref } from '@/lib/search/searchable-catalogue'

const lineNames: Record<Found['line'], string> = { ...productLineNames, trading: tradingLanding.metadata.title }

/**
 * One result: a thumbnail, the product's name linking to its page (a traded item's to its line's
 * list), its line and partner tags. A row rather than the landings' large card, so a page of 12
 * stays a light page on a phone (its two images, srcset each, and marketplace buttons would make
 * it over 250 kB). Links are not prefetched: a visitor opens one of 12.
 */
export function SearchResult({ found }: { found: Found }) {
  const { card } = found
  return (
    <article className="search-result">
      <Image src={card.images.cover} alt="" width={96} height={96} sizes="96px" className="search-result-image" />
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold text-navy-900">
          <Link href={resultHref(found)} prefetch={false} className="after:absolute after:inset-0 hover:text-amber-700">
            {card.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{lineNames[found.line]}</p>
        <PartnerTags tags={card.tradingPartner} />
      </div>
    </article>
  )
}
