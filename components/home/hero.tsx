import { Image } from '@/components/ui/image'
import { ButtonLink } from '@/components/ui/button-link'
import { company } from '@/content/company/identity'
import { home } from '@/content/home'
import { labels } from '@/content/labels'
import { HeroVideoIsland } from './hero-video-island'

/**
 * The full-screen hero: the poster is preloaded with high priority and fills the section, so it
 * shifts nothing (Chromium leaves an image covering the whole viewport out of the largest paint,
 * which is the hero's text); the video plays over it once the page has loaded.
 */
export function Hero() {
  const { hero } = home
  return (
    <section className="relative isolate flex h-svh min-h-[34rem] items-center overflow-hidden bg-navy-950 text-white">
      <Image src={hero.poster} alt="" fill preload fetchPriority="high" sizes="100vw" className="-z-20 object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/85 via-navy-950/55 to-navy-950/20" />
      <div className="container-page pt-(--header-height)">
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-brand uppercase">{company.name}</p>
        <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-6xl">{hero.tagline}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200">{hero.intro}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/contact">{hero.invitation}</ButtonLink>
          <ButtonLink href={company.brochure} newTab variant="outline">
            {hero.brochure}
          </ButtonLink>
        </div>
      </div>
      {/* After the text, so its pause control comes after the hero's links in the tab order. */}
      <HeroVideoIsland wide={hero.video.wide} narrow={hero.video.narrow} pauseLabel={labels.pause.video} />
    </section>
  )
}
