import { Section } from '@/components/ui/section'
import { ButtonLink } from '@/components/ui/button-link'
import { companyLabels } from '@/content/company-page-labels'
import type { Position } from '@/content/schemas'

/** Open roles, each expandable to its responsibilities and requirements (no JavaScript needed). */
export function PositionList({ positions }: { positions: readonly Position[] }) {
  return (
    <Section id="positions" title={companyLabels.positions} lead={companyLabels.applyText} tone="muted">
      <ul className="space-y-4">
        {positions.map((position) => (
          <li key={position.id}>
            <details className="group rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-3 [&::-webkit-details-marker]:hidden">
                <span>
                  <span className="block text-xl font-semibold text-navy-900">{position.title}</span>
                  <span className="text-sm text-slate-500">
                    {position.department} · {position.location} · {position.type} · {position.experience}
                  </span>
                </span>
                <span aria-hidden className="text-2xl text-amber-600 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-4 text-slate-700">{position.summary}</p>
              <div className="mt-5 grid gap-6 md:grid-cols-2">
                {(
                  [
                    ['responsibilities', companyLabels.responsibilities],
                    ['requirements', companyLabels.requirements],
                  ] as const
                ).map(([field, title]) => (
                  <div key={field}>
                    <h3 className="font-semibold text-navy-900">{title}</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600">
                      {position[field].map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <ButtonLink href="/contact" variant="secondary" className="mt-6">
                {companyLabels.applyAction}
                <span className="sr-only">: {position.title}</span>
              </ButtonLink>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  )
}
