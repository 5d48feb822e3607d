import { FeatureGrid } from '@/components/ui/feature-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { Value } from '@/content/schemas'

export function ValuesGrid({ values }: { values: readonly Value[] }) {
  return (
    <Section id="values" title={companyLabels.values} tone="muted">
      <FeatureGrid items={values} />
    </Section>
  )
}
