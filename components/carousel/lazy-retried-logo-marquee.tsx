'use client'

import { lazy, Suspense } from 'react'

// Fetched only where a page renders it, when the server could not load the logos: imported as is,
// the retry's code would come with the first scripts of every page showing a marquee.
const RetriedLogoMarquee = lazy(() => import('./retried-logo-marquee').then((module) => ({ default: module.RetriedLogoMarquee })))

/** The retried marquee (retried-logo-marquee.tsx), its code loaded once it is needed. */
export function LazyRetriedLogoMarquee(props: { heading: string; retryUrl: string }) {
  return (
    <Suspense>
      <RetriedLogoMarquee {...props} />
    </Suspense>
  )
}
