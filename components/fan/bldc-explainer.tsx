import { Image } from '@/components/ui/image'
import { FeatureGrid } from '@/components/ui/feature-grid'
import { fanLanding } from '@/content/landings/fan'

/** What a BLDC fan is, the eco-friendly badge, and the reasons to choose one. */
export function BldcExplainer() {
  const { explainer, reasons, reasonsHeading } = fanLanding
  return (
    <section aria-labelledby="bldc-heading" className="container-page py-16 sm:py-20">
      <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="bldc-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {explainer.heading}
          </h2>
          {explainer.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-600">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="flex items-center gap-5 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
          <Image src={explainer.badge.icon} alt="" width={72} height={72} className="size-18 shrink-0" />
          <div>
            <p className="text-xl font-bold text-emerald-800">{explainer.badge.label}</p>
            <p className="mt-1 text-emerald-900">{explainer.badge.text}</p>
          </div>
        </div>
      </div>
      <h3 className="mt-14 mb-6 text-2xl font-semibold text-navy-900">{reasonsHeading}</h3>
      <FeatureGrid items={reasons} columns={4} />
    </section>
  )
}
