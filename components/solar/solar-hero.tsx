import { Image } from '@/components/ui/image'
import Link from 'next/link'
import { ButtonLink } from '@/components/ui/button-link'
import { solarLanding } from '@/content/landings/solar'

/** 'All in One Solar Street Light': Start Exploring scrolls to the carousel; the image opens the product. */
export function SolarHero() {
  const { hero } = solarLanding
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 text-white">
      <div className="container-page grid items-center gap-10 py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-widest text-amber-brand uppercase">{hero.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-6 max-w-xl text-lg text-slate-200">{hero.text}</p>
          <ButtonLink href="#solar-products" className="mt-8">
            {hero.action}
          </ButtonLink>
        </div>
        <Link href={hero.href} className="relative mx-auto block aspect-square w-full max-w-md overflow-hidden rounded-3xl">
          <Image
            src={hero.image}
            alt={hero.imageAlt}
            fill
            preload
            fetchPriority="high"
            sizes="(min-width: 1024px) 448px, 90vw"
            className="object-cover"
          />
        </Link>
      </div>
    </section>
  )
}
