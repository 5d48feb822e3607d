import { PictureCard } from '@/components/ui/picture-card'
import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { Exhibition } from '@/content/schemas'

export function ExhibitionGrid({ exhibitions }: { exhibitions: readonly Exhibition[] }) {
  return (
    <Section id="exhibitions" title={companyLabels.exhibitions} tone="muted">
      <CardGrid
        columns={{ md: 2, xl: 3 }}
        gap={8}
        items={exhibitions.map((exhibition) => ({
          key: exhibition.id,
          content: (
            <PictureCard image={exhibition.image} sizes="(min-width: 1280px) 33vw, (min-width: 768px) 50vw, 100vw">
              <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">{exhibition.dates}</p>
              <h3 className="mt-2 text-xl font-semibold text-navy-900">{exhibition.name}</h3>
              <p className="text-sm text-slate-500">
                {exhibition.venue}, {exhibition.city}
              </p>
              <p className="mt-3 text-slate-600">{exhibition.summary}</p>
            </PictureCard>
          ),
        }))}
      />
    </Section>
  )
}
