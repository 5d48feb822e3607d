import { refusalText, refusedPreview } from '@/content/catalogue-report'
import type { RefusedItem } from '@/lib/catalogue/report/findings'

/**
 * In a marketer's preview, in place of the 404 a visitor gets: the items upstream lists at this
 * address that the site refuses, each with its reasons in words (the catalogue report's).
 */
export function ProductNotShown({ items }: { items: readonly RefusedItem[] }) {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-navy-900">{refusedPreview.heading}</h1>
      <p className="mt-4">{refusedPreview.lead}</p>
      {items.map((item, index) => (
        <div key={index} className="mt-6">
          <h2 className="text-xl font-semibold text-navy-900">{refusedPreview.item(item.id)}</h2>
          <ul className="mt-2 list-disc pl-6">
            {item.reasons.map((reason) => (
              <li key={`${reason.code}:${reason.field}`}>{refusalText(reason)}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className="mt-6">{refusedPreview.after}</p>
    </section>
  )
}
