import { PictureCard } from '@/components/ui/picture-card'
import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { CsrInitiative } from '@/content/schemas'

export function CsrGrid({ initiatives }: { initiatives: readonly CsrInitiative[] }) {
  return (
    <Section id="initiatives" title={companyLabels.csr} tone="muted">
      <CardGrid
        columns={{ md: 2 }}
        gap={8}
        items={initiatives.map((initiative) => ({
          key: initiative.id,
          content: (
            <PictureCard image={initiative.image} aspect="16/9" sizes="(min-width: 768px) 50vw, 100vw">
              <h3 className="text-xl font-semibold text-navy-900">{initiative.title}</h3>
              <p className="mt-3 text-slate-600">{initiative.summary}</p>
              <p className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-800">{initiative.impact}</p>
            </PictureCard>
          ),
        }))}
      />
    </Section>
  )
}
