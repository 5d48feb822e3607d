import type { SelectableModel } from '@/lib/product/models'
import { ModelDetailsTable } from './model-details-table'

/**
 * Every model's details where no script runs, which the selector needs: a disclosure per model,
 * under the selector's heading. Hidden wherever scripts run.
 */
export function ModelDisclosures({ models }: { models: SelectableModel[] }) {
  return (
    <div role="group" aria-labelledby="model-heading" className="mt-3 hidden space-y-2 no-script:block">
      {models.map((model) => (
        <details key={model.id} className="rounded-xl ring-1 ring-slate-200">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-navy-900">{model.label}</summary>
          <ModelDetailsTable model={model} className="rounded-t-none" />
        </details>
      ))}
    </div>
  )
}
