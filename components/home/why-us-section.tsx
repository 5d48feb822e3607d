import { home } from '@/content/home'

/** The home page's further section: what sets the company apart, in four figures. */
export function WhyUsSection() {
  const { whyUs } = home
  return (
    <section aria-labelledby="why-us-heading" className="bg-navy-950 py-16 text-white render-when-near sm:py-20">
      <div className="container-page">
        <h2 id="why-us-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {whyUs.heading}
        </h2>
        <dl className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {whyUs.points.map((point) => (
            <div key={point.label} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <dt className="font-semibold tracking-wider text-slate-200 uppercase">
                <span className="block text-4xl font-extrabold tracking-tight text-amber-brand normal-case">{point.value}</span>
                {point.label}
              </dt>
              <dd className="mt-3 text-slate-300">{point.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
