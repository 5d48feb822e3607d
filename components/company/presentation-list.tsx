import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { Presentation } from '@/content/schemas'
import { formatDate } from '@/lib/text/format-date'

export function PresentationList({ items }: { items: readonly Presentation[] }) {
  return (
    <Section id="presentations" title={companyLabels.presentations} tone="muted">
      <ol className="relative space-y-8 border-l-2 border-amber-200 pl-8">
        {[...items]
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((item) => (
            <li
              key={item.id}
              className="relative before:absolute before:top-1.5 before:-left-[2.6rem] before:size-4 before:rounded-full before:bg-amber-brand"
            >
              <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">
                <time dateTime={item.date}>{formatDate(item.date)}</time> · {item.event}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-navy-900">{item.title}</h3>
              <p className="text-sm text-slate-500">{item.speaker}</p>
              <p className="mt-2 max-w-3xl text-slate-600">{item.summary}</p>
            </li>
          ))}
      </ol>
    </Section>
  )
}
