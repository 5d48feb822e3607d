import { companyLabels } from '@/content/company-page-labels'
import type { PageFrontMatter } from '@/content/schemas'

type Fact = NonNullable<PageFrontMatter['facts']>[number]

/** A page's key figures, in the navy and amber of the site's other figure panels. */
export function KeyFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <section aria-labelledby="key-facts" className="rounded-3xl bg-navy-900 p-8 text-white">
      <h2 id="key-facts" className="text-sm font-semibold tracking-widest text-amber-brand uppercase">
        {companyLabels.aside.factsHeading}
      </h2>
      <dl className="mt-6 space-y-5">
        {facts.map((fact) => (
          <div key={fact.value + fact.label} className="flex flex-col-reverse border-t border-white/10 pt-5 first:border-0 first:pt-0">
            <dt className="text-slate-300">{fact.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-amber-brand">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
