'use client'

import { lazy, Suspense, useId } from 'react'
import { useNearViewport } from '@/components/ui/use-near-viewport'
import { slideWidthCss } from '@/lib/carousel/settings'
import { StaticTrack, type TrackProps } from './static-track'
import 'swiper/css'
import 'swiper/css/free-mode'

// Swiper is fetched when the carousel nears the viewport; until then its slides are plain HTML.
const SwiperTrack = lazy(() => import('./swiper-track'))

const arrow =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white text-navy-900 shadow-md ring-1 ring-slate-200 hover:bg-amber-brand disabled:opacity-40'

export function Carousel({ settings, label, labels, slides }: Omit<TrackProps, 'id'> & { label: string }) {
  const id = useId().replace(/[^\w-]/g, '')
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const waiting = <StaticTrack id={id} slides={slides} trackRef={ref} />
  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={label}>
      <style>{slideWidthCss(`.carousel-${id}`, settings)}</style>
      {near ? (
        <Suspense fallback={waiting}>
          <SwiperTrack id={id} settings={settings} labels={labels} slides={slides} />
        </Suspense>
      ) : (
        waiting
      )}
      <button type="button" id={`prev-${id}`} aria-label={labels.previous} className={`${arrow} -left-3 sm:-left-5`}>
        <span aria-hidden>‹</span>
      </button>
      <button type="button" id={`next-${id}`} aria-label={labels.next} className={`${arrow} -right-3 sm:-right-5`}>
        <span aria-hidden>›</span>
      </button>
    </div>
  )
}
