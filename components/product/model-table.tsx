import { Section } from '@/components/ui/section'
import { productLabels } from '@/content/product-labels'
import type { Model } from '@/lib/catalogue/schemas'
import { modelTable, scrollsOnPhones } from '@/lib/product/models'

/**
 * Every model side by side: headers from the first model, a row per model. Only when a model
 * exists. Wider than a phone, the table scrolls sideways in a named box that takes focus, so the
 * keyboard can scroll it too, and a line under the heading says it scrolls.
 */
export function ModelTable({ models }: { models: Model[] }) {
  const table = modelTable(models)
  if (!table) return null
  const labels = productLabels.detail
  return (
    <Section id="models" title={labels.modelTable}>
      {scrollsOnPhones(table) ? (
        <p className="-mt-6 mb-4 text-center text-sm text-slate-600 md:hidden">{labels.modelTableScrolls}</p>
      ) : null}
      {/* A group named by the section's heading: a region would be a second landmark of that name. */}
      <div role="group" aria-labelledby="models-heading" tabIndex={0} className="overflow-x-auto rounded-2xl ring-1 ring-slate-200">
        <table className="w-full min-w-max text-left text-sm">
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className="px-4 py-3">
                {labels.modelColumn}
              </th>
              {table.headers.map((header, index) => (
                <th key={`${header}-${index}`} scope="col" className="px-4 py-3">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {table.rows.map((row) => (
              <tr key={row.id} className="even:bg-slate-50">
                <th scope="row" className="px-4 py-3 font-semibold text-navy-900">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className="px-4 py-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}
