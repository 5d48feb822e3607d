import Link from 'next/link'
import { carouselLabels } from '@/content/carousel-labels'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { PartnerTags } from '@/components/product/partner-tags'
import { NewTabNote } from '@/components/ui/new-tab-note'

/** A slide of the brands and reusable carousel: cover, tags, name, 100-character cut, Brochure (`brochure`, the company's) and View. */
export function ProductSlide({ slide, brochure }: { slide: CarouselSlide; brochure: string }) {
  return (
    <article className="grid-card">
      <div className="relative aspect-[4/3] bg-slate-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, made on the server (lib/images/image-attributes.ts) */}
        <img {...slide.cover} alt={slide.name} className="object-contain p-4" />
      </div>
      <div className="slide-body">
        <PartnerTags tags={slide.tags} />
        <h3 className="text-lg font-semibold text-navy-900">{slide.name}</h3>
        <p className="flex-1 text-sm text-slate-600">{slide.description}</p>
        <div className="flex gap-3">
          <a href={brochure} target="_blank" rel="noreferrer" className="slide-brochure">
            {carouselLabels.brochure}
            <NewTabNote />
          </a>
          <Link href={slide.href} className="slide-view">
            {carouselLabels.view}
            <span className="sr-only"> {slide.name}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
