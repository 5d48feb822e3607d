'use client'

import { lazy, Suspense } from 'react'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { useRetriedList } from './use-retried-list'

// The carousel is drawn here only once a retry brings its slides: its code is fetched then, not with the page.
const LoadedSolarCarousel = lazy(() => import('./loaded-solar-carousel').then((module) => ({ default: module.LoadedSolarCarousel })))

/** The solar carousel whose list the server could not load: the browser retries it through the site's API. */
export function RetriedSolarCarousel({ label, retryUrl }: { label: string; retryUrl: string }) {
  const slides = useRetriedList<CarouselSlide>(retryUrl)
  if (slides.length === 0) return null
  return (
    <Suspense>
      <LoadedSolarCarousel label={label} slides={slides} />
    </Suspense>
  )
}
