import Link from 'next/link'
import { productLabels } from '@/content/product-labels'
import type { SelectableModel } from '@/lib/product/models'
import { ModelDetailsTable } from './model-details-table'

const labels = productLabels.detail

/**
 * What 'Choose your model' looks like with `selectedId` chosen: a button per model, and the
 * chosen model's details as a two-column table. Without `onSelect` (the server's copy, shown
 * until the selector's script has loaded) the buttons are disabled, so no click is lost; where no
 * script runs at all, the buttons and the hint give way to model-disclosures.tsx.
 */
export function ModelSelectorView({
  models,
  variant,
  selectedId,
  onSelect,
}: {
  models: SelectableModel[]
  variant: 'standard' | 'solar'
  selectedId: string | null
  onSelect?: (id: string) => void
}) {
  const selected = models.find((model) => model.id === selectedId)
  return (
    <section aria-labelledby="model-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="model-heading" className="text-lg font-semibold text-navy-900">
          {variant === 'solar' ? labels.solarModelLabel : labels.chooseModel}
          <span aria-hidden className="text-red-600">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </h2>
        <Link href="/contact" className="text-link text-sm font-semibold text-amber-700">
          {labels.capacityHelp}
        </Link>
      </div>
      <div role="group" aria-labelledby="model-heading" className="mt-3 flex flex-wrap gap-2 no-script:hidden">
        {models.map((model) => (
          <button
            key={model.id}
            type="button"
            disabled={!onSelect}
            aria-pressed={model.id === selectedId}
            onClick={onSelect ? () => onSelect(model.id) : undefined}
            className="model-option"
          >
            {model.label}
          </button>
        ))}
      </div>
      {selected ? (
        <ModelDetailsTable model={selected} className="mt-5" />
      ) : (
        <p className="mt-4 text-sm text-slate-500 no-script:hidden">{labels.selectModelHint}</p>
      )}
    </section>
  )
}
