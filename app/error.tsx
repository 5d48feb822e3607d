'use client'

import { lazy, Suspense } from 'react'

// The panel's code comes when a page fails, not with every page: app/global-error.tsx carries it
// in every page's first scripts already, and the two cannot share one copy (each error page is a
// chunk of its own). Should it fail to load, the error reaches global-error, which needs no fetch.
const ErrorPanel = lazy(() => import('@/components/errors/error-panel').then((module) => ({ default: module.ErrorPanel })))

/** A page that fails to render: the root layout's header and footer stay around this. */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense>
      <ErrorPanel retry={retry} />
    </Suspense>
  )
}
