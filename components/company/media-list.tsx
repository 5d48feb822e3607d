import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { MediaItem } from '@/content/schemas'
import { formatDate } from '@/lib/text/format-date'

export function MediaList({ items }: { items: readonly MediaItem[] }) {
  return (
    <Section id="media" title={companyLabels.media} tone="muted">
      <CardGrid
        columns={{ md: 2 }}
        items={[...items]
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((item) => ({
            key: item.id,
            content: (
              <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">
                  {item.outlet} · <time dateTime={item.date}>{formatDate(item.date)}</time>
                </p>
                <h3 className="mt-2 text-xl font-semibold text-navy-900">{item.headline}</h3>
                <p className="mt-3 text-slate-600">{item.summary}</p>
              </div>
            ),
          }))}
      />
    </Section>
  )
}
