import { Image } from '@/components/ui/image'
import { ButtonLink } from '@/components/ui/button-link'
import { home } from '@/content/home'

export function CtaSection() {
  const { cta } = home
  return (
    <section aria-labelledby="cta-heading" className="relative isolate overflow-hidden py-20 text-white render-when-near sm:py-28">
      <Image src={cta.image} alt="" fill sizes="100vw" className="-z-20 object-cover" />
      <div className="absolute inset-0 -z-10 bg-navy-950/75" />
      <div className="container-page max-w-3xl text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mt-4 text-lg text-slate-200">{cta.text}</p>
        <ButtonLink href="#contact" className="mt-8">
          {cta.action}
        </ButtonLink>
      </div>
    </section>
  )
}
