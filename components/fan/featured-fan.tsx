import { Image } from '@/components/ui/image'
import { ButtonLink } from '@/components/ui/button-link'
import { fanLanding } from '@/content/landings/fan'
import type { Product } from '@/lib/catalogue/schemas'
import { keyPointLimits } from '@/lib/product/key-points'
import { productRoute } from '@/lib/navigation/routes'

/** The first fan of the list: cover, name, key features, up to 4 key points and Know More. */
export function FeaturedFan({ fan }: { fan: Product | undefined }) {
  if (!fan) return null
  const labels = fanLanding.featured
  return (
    <section aria-labelledby="featured-fan" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div className="relative aspect-square overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200">
          <Image src={fan.images.cover} alt={fan.name} fill sizes="(min-width: 1024px) 50vw, 100vw" className="object-contain p-8" />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{labels.eyebrow}</p>
          <h2 id="featured-fan" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {fan.name}
          </h2>
          {fan.keyFeatures.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold text-navy-900">{labels.keyFeaturesLabel}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {fan.keyFeatures.map((feature) => (
                  <li key={feature} className="rounded-full bg-white px-3 py-1 text-sm ring-1 ring-slate-200">
                    {feature}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <ul className="mt-6 space-y-3">
            {fan.keyPoints.slice(0, keyPointLimits.featuredFan).map((point) => (
              <li key={point} className="tick-item">
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink href={productRoute('fan', fan.slug)} className="mt-8">
            {labels.action}
            <span className="sr-only"> about {fan.name}</span>
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
