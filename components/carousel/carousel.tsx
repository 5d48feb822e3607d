'use client'

import { type ReactNode, useId, useRef, useState } from 'react'
import { MotionIcon } from '@/components/ui/motion-icon'
import { useNearViewport } from '@/components/ui/use-near-viewport'
import { type CarouselSettings, slideWidthCss } from '@/lib/carousel/settings'
import { useSwiper } from './use-swiper'
import 'swiper/css'
import 'swiper/css/free-mode'

export type CarouselProps = {
  settings: CarouselSettings
  label: string
  labels: { previous: string; next: string; pause: string }
  slides: { key: string; content: ReactNode }[]
}

const arrow =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white text-navy-900 shadow-md ring-1 ring-slate-200 no-script:hidden hover:bg-amber-brand'

/**
 * The slides in Swiper's own markup, as the server renders them. Until Swiper starts, and with
 * JavaScript off, the track scrolls sideways by itself (app/globals.css) and the arrows step it.
 * Swiper takes over these same elements when the carousel nears the viewport, so nothing is
 * rendered twice and nothing moves. The slides are fixed for a carousel's life. Below the track,
 * the pause control (pressed while paused) stops the slides moving by themselves; it needs a
 * script, as the arrows do, and is not there for visitors who ask for reduced motion, for whom
 * the slides never move by themselves.
 */
export function Carousel({ settings, label, labels, slides }: CarouselProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const [trackRef, near] = useNearViewport<HTMLDivElement>()
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const [paused, setPaused] = useState(false)
  const step = useSwiper({ trackRef, previousRef, nextRef, near, settings, labels, paused })
  return (
    // A group, not a region: the section around it is already the region of that name.
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <style>{slideWidthCss(`.carousel-${id}`, settings)}</style>
      <div className="relative">
        <div ref={trackRef} className={`swiper carousel-${id}`}>
          <div className="swiper-wrapper">
            {slides.map((slide) => (
              <div key={slide.key} className="swiper-slide !h-auto">
                {slide.content}
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          ref={previousRef}
          onClick={() => step(-1)}
          aria-label={labels.previous}
          className={`${arrow} -left-3 sm:-left-5`}
        >
          <span aria-hidden>‹</span>
        </button>
        <button type="button" ref={nextRef} onClick={() => step(1)} aria-label={labels.next} className={`${arrow} -right-3 sm:-right-5`}>
          <span aria-hidden>›</span>
        </button>
      </div>
      <button
        type="button"
        aria-pressed={paused}
        aria-label={labels.pause}
        onClick={() => setPaused(!paused)}
        className="mx-auto mt-5 pause-control motion-reduce:hidden no-script:hidden"
      >
        <MotionIcon still={paused} />
      </button>
    </div>
  )
}
