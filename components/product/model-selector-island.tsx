'use client'

import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react'
import { useHydrated } from '@/lib/browser/use-hydrated'
import { ModelDisclosures } from './model-disclosures'
import type { ModelSelector as Selector } from './model-selector'

// Fan pages share this route and never show the selector: its script is fetched only where it
// is rendered.
const ModelSelector = lazy(() => import('./model-selector').then((module) => ({ default: module.ModelSelector })))

/**
 * 'Choose your model', loaded by the pages that show it. The server's HTML carries `children`,
 * the server's copy with its buttons disabled, in place, so the page paints whole; and, for
 * browsers that run no script, a disclosure per model, drawn here from the selector's own props
 * so the page carries the models once. Once hydrated, the working selector, the same size, takes
 * their place.
 */
export function ModelSelectorIsland({ children, ...props }: ComponentProps<typeof Selector> & { children: ReactNode }) {
  if (!useHydrated()) {
    return (
      <>
        {children}
        <ModelDisclosures models={props.models} />
      </>
    )
  }
  return (
    <Suspense fallback={children}>
      <ModelSelector {...props} />
    </Suspense>
  )
}
