'use client'

import { type ComponentProps, lazy, Suspense } from 'react'
import type { ModelSelector as Selector } from './model-selector'

// Fan pages share this route and never show the selector: its script is fetched only where it
// is rendered. The server's HTML has it whole; a click before it hydrates is replayed by React.
const ModelSelector = lazy(() => import('./model-selector').then((module) => ({ default: module.ModelSelector })))

/** 'Choose your model', loaded by the pages that show it. */
export function ModelSelectorIsland(props: ComponentProps<typeof Selector>) {
  return (
    <Suspense>
      <ModelSelector {...props} />
    </Suspense>
  )
}
