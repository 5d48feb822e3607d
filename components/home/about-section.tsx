import { Image } from '@/components/ui/image'
import { ButtonLink } from '@/components/ui/button-link'
import { home } from '@/content/home'

export function AboutSection() {
  const { about } = home
  return (
    <section
      aria-labelledby="about-heading"
      className="container-page grid items-center gap-12 py-16 render-when-near sm:py-24 lg:grid-cols-2"
    >
      <div>
        <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{about.eyebrow}</p>
        <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {about.heading}
        </h2>
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-600">
            {paragraph}
          </p>
        ))}
        <ButtonLink href={about.href} variant="secondary" className="mt-8">
          {about.action}
        </ButtonLink>
      </div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-3xl">
        <Image src={about.image} alt="" fill sizes="(min-width: 1024px) 50vw, 100vw" className="object-cover" />
      </div>
    </section>
  )
}
