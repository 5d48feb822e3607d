import { Image } from '@/components/ui/image'
import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { Brand } from '@/content/schemas'

export function BrandGrid({ brands }: { brands: readonly Brand[] }) {
  return (
    <Section id="brands" title={companyLabels.brands} tone="muted">
      <CardGrid
        columns={{ sm: 2, lg: 3 }}
        items={brands.map((brand) => ({
          key: brand.id,
          content: (
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Image src={brand.logo} alt={brand.name} width={240} height={96} className="h-16 w-auto" />
              <p className="mt-4 text-sm font-semibold tracking-wide text-amber-700 uppercase">{brand.line}</p>
              <p className="mt-2 text-slate-600">{brand.summary}</p>
            </div>
          ),
        }))}
      />
    </Section>
  )
}
