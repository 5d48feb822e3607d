'use client'

import { useState, useSyncExternalStore } from 'react'
import type { SelectableModel } from '@/lib/product/models'
import { ModelSelectorView } from './model-selector-view'

const subscribe = () => () => {}
const modelInAddress = () => new URLSearchParams(window.location.search).get('model')

/**
 * 'Choose your model', working: nothing is selected until a model is clicked. The choice is kept
 * in the address (?model=) so it survives a reload and can be shared, except on solar pages,
 * where it resets on reload.
 */
export function ModelSelector({ models, variant }: { models: SelectableModel[]; variant: 'standard' | 'solar' }) {
  // The page is static: the address is read in the browser.
  const remembered = useSyncExternalStore(subscribe, modelInAddress, () => null)
  const [picked, setPicked] = useState<string | null>(null)

  const select = (id: string) => {
    setPicked(id)
    if (variant === 'standard') {
      const url = new URL(window.location.href)
      url.searchParams.set('model', id)
      window.history.replaceState(null, '', url)
    }
  }

  return (
    <ModelSelectorView
      models={models}
      variant={variant}
      selectedId={picked ?? (variant === 'standard' ? remembered : null)}
      onSelect={select}
    />
  )
}
