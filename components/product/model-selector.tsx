'use client'

import Link from 'next/link'
import { useState, useSyncExternalStore } from 'react'
import { productLabels } from '@/content/product-labels'
import type { SelectableModel } from '@/lib/product/models'
import { useHydrated } from '@/lib/use-hydrated'

const labels = productLabels.detail
const subscribe = () => () => {}
const modelInAddress = () => new URLSearchParams(window.location.search).get('model')

/**
 * 'Choose your model': nothing is selected until a model is clicked; the selected model's details
 * show as a two-column table. The choice is kept in the address (?model=) so it survives a reload
 * and can be shared, except on solar pages, where it resets on reload.
 */
export function ModelSelector({ models, variant }: { models: SelectableModel[]; variant: 'standard' | 'solar' }) {
  // The page is static: the address is read in the browser, after hydration.
  const remembered = useSyncExternalStore(subscribe, modelInAddress, () => null)
  // The server's copy, shown until this script has loaded, has its buttons disabled: a click
  // before then would do nothing, so none is taken.
  const hydrated = useHydrated()
  const [picked, setPicked] = useState<string | null>(null)
  const selectedId = picked ?? (variant === 'standard' ? remembered : null)
  const selected = models.find((model) => model.id === selectedId)

  const select = (id: string) => {
    setPicked(id)
    if (variant === 'standard') {
      const url = new URL(window.location.href)
      url.searchParams.set('model', id)
      window.history.replaceState(null, '', url)
    }
  }

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
        <Link
          href="/contact"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-amber-700 underline-offset-4 hover:underline"
        >
          {labels.capacityHelp}
        </Link>
      </div>
      <div role="group" aria-labelledby="model-heading" className="mt-3 flex flex-wrap gap-2">
        {models.map((model) => (
          <button
            key={model.id}
            type="button"
            disabled={!hydrated}
            aria-pressed={model.id === selectedId}
            onClick={() => select(model.id)}
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-navy-900 hover:border-amber-brand disabled:cursor-wait aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
          >
            {model.label}
          </button>
        ))}
      </div>
      {selected ? (
        <table className="mt-5 w-full overflow-hidden rounded-xl text-left text-sm ring-1 ring-slate-200">
          <caption className="sr-only">{selected.label}</caption>
          <tbody className="divide-y divide-slate-200">
            {selected.details.map((detail) => (
              <tr key={detail.name} className="even:bg-slate-50">
                <th scope="row" className="w-1/2 px-4 py-3 font-semibold text-slate-700">
                  {detail.name}
                </th>
                <td className="px-4 py-3 text-navy-900">{detail.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{labels.selectModelHint}</p>
      )}
    </section>
  )
}
