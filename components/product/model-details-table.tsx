import type { SelectableModel } from '@/lib/product/models'

/** A model's details as a two-column table, named by the model for screen readers. */
export function ModelDetailsTable({ model, className = '' }: { model: SelectableModel; className?: string }) {
  return (
    <table className={`w-full overflow-hidden rounded-xl text-left text-sm ring-1 ring-slate-200 ${className}`}>
      <caption className="sr-only">{model.label}</caption>
      <tbody className="divide-y divide-slate-200">
        {model.details.map((detail) => (
          <tr key={detail.name} className="even:bg-slate-50">
            <th scope="row" className="w-1/2 px-4 py-3 font-semibold text-slate-700">
              {detail.name}
            </th>
            <td className="px-4 py-3 text-navy-900">{detail.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
