import Image from 'next/image'
import Link from 'next/link'
import { productLabels } from '@/content/product-labels'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { PartnerTags } from '@/components/product/partner-tags'

/** A slide of the solar carousel: cover, tags, name, 50-character cut and View Details. */
export function SolarSlide({ slide }: { slide: CarouselSlide }) {
  return (
    <article className="grid h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
      <div className="relative aspect-square bg-amber-50">
        <Image
          src={slide.cover}
          alt={slide.name}
          fill
          sizes="(min-width: 1351px) 30vw, (min-width: 600px) 25vw, 90vw"
          className="object-contain p-4"
        />
      </div>
      <div className="flex flex-col gap-3 p-6">
        <PartnerTags tags={slide.tags} />
        <h3 className="text-xl font-semibold text-navy-900">{slide.name}</h3>
        <p className="flex-1 text-slate-600">{slide.description}</p>
        <Link
          href={slide.href}
          className="self-start rounded-full bg-navy-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-navy-700"
        >
          {productLabels.carousel.viewDetails}
          <span className="sr-only"> {slide.name}</span>
        </Link>
      </div>
    </article>
  )
}
