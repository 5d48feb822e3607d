import Link from 'next/link'
import { carouselLabels } from '@/content/carousel-labels'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { PartnerTags } from '@/components/product/partner-tags'

/**
 * A slide of the solar carousel: cover, tags, name, 50-character cut and View Details. Laid out
 * by the slide's own width (a container query), not the window's: a wide slide puts its text
 * beside the cover, centred against it, with View Details right under the text (the cover's
 * panel takes the slide's height); a narrow one stacks them, View Details at the foot so it lines
 * up across slides.
 */
export function SolarSlide({ slide }: { slide: CarouselSlide }) {
  return (
    <div className="@container h-full">
      <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 @2xl:grid @2xl:grid-cols-[minmax(0,9fr)_minmax(0,11fr)]">
        <div className="relative aspect-[4/3] bg-amber-50 @2xl:aspect-auto @2xl:min-h-72">
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, made on the server (lib/images/image-attributes.ts) */}
          <img {...slide.cover} alt={slide.name} className="object-contain p-4" />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-6 @2xl:justify-center @2xl:p-8">
          <PartnerTags tags={slide.tags} />
          <h3 className="text-xl font-semibold text-navy-900 @2xl:text-2xl">{slide.name}</h3>
          <p className="text-slate-600">{slide.description}</p>
          <Link
            href={slide.href}
            className="mt-auto self-start rounded-full bg-navy-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-navy-700 @2xl:mt-2"
          >
            {carouselLabels.viewDetails}
            <span className="sr-only"> {slide.name}</span>
          </Link>
        </div>
      </article>
    </div>
  )
}
