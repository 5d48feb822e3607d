import { companyLabels } from '@/content/company-page-labels'
import type { Recognition } from '@/content/schemas'
import { Section } from '@/components/ui/section'
import { CardGrid } from '@/components/ui/card-grid'

/** Awards, then certifications and registrations. */
export function RecognitionList({ items }: { items: readonly Recognition[] }) {
  const groups = [
    { kind: 'award', title: companyLabels.awards },
    { kind: 'certification', title: companyLabels.certifications },
  ] as const
  return (
    <>
      {groups.map((group) => (
        <Section key={group.kind} id={`${group.kind}s`} title={group.title} tone={group.kind === 'award' ? 'muted' : 'white'}>
          <CardGrid
            columns={{ md: 2 }}
            items={items
              .filter((item) => item.kind === group.kind)
              .map((item) => ({
                key: item.id,
                content: (
                  <div className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                    <p className="shrink-0 text-2xl font-extrabold text-amber-600">{item.year}</p>
                    <div>
                      <h3 className="text-lg font-semibold text-navy-900">{item.title}</h3>
                      <p className="text-sm font-medium text-slate-500">{item.issuer}</p>
                      <p className="mt-2 text-slate-600">{item.description}</p>
                    </div>
                  </div>
                ),
              }))}
          />
        </Section>
      ))}
    </>
  )
}
