'use client'

import { lazy, Suspense } from 'react'
import type { MarqueeLogo } from '@/lib/carousel/slides'
import { useRetriedList } from './use-retried-list'

// The row is drawn here only once a retry brings its logos: its code is fetched then, not with the page.
const LogoMarqueeSection = lazy(() => import('./logo-marquee-section').then((module) => ({ default: module.LogoMarqueeSection })))

/** The marquee whose logos the server could not load: the browser retries them through the site's API. */
export function RetriedLogoMarquee({ heading, retryUrl }: { heading: string; retryUrl: string }) {
  const logos = useRetriedList<MarqueeLogo>(retryUrl)
  if (logos.length === 0) return null
  return (
    <Suspense>
      <LogoMarqueeSection heading={heading} logos={logos} />
    </Suspense>
  )
}
