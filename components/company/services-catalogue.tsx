import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import { type ServicesCatalogue as Catalogue, serviceGroups } from '@/content/schemas'

/** The company-services catalogue in its four groups: setup, growth, expansion and exit. */
export function ServicesCatalogue({ catalogue }: { catalogue: Catalogue }) {
  return (
    <Section id="services" title={companyLabels.services} tone="muted">
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {serviceGroups.map((group, index) => (
          <section key={group} aria-labelledby={`services-${group}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-bold text-amber-700">0{index + 1}</p>
            <h3 id={`services-${group}`} className="mt-1 text-xl font-semibold text-navy-900">
              {companyLabels.serviceGroups[group]}
            </h3>
            <ul className="mt-4 space-y-2 text-slate-600">
              {catalogue[group].map((title) => (
                <li key={title} className="flex gap-2 before:text-amber-600 before:content-['→']">
                  {title}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  )
}
