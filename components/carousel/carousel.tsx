'use client'

import { type ReactNode, useId, useSyncExternalStore } from 'react'
import { A11y, Autoplay, FreeMode, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { type CarouselSettings, slideWidthCss, swiperBreakpoints } from '@/lib/carousel'
import 'swiper/css'
import 'swiper/css/free-mode'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Swiper as the spec sets it: loop, autoplay that keeps going after a swipe, free-mode dragging,
 * previous/next arrows and slides per view by window width. Autoplay stays off for visitors who
 * ask for reduced motion, and pauses while the pointer is over it.
 */
export function Carousel({
  settings,
  label,
  labels,
  slides,
}: {
  settings: CarouselSettings
  label: string
  labels: { previous: string; next: string }
  slides: { key: string; content: ReactNode }[]
}) {
  const id = useId().replace(/[^\w-]/g, '')
  const reducedMotion = useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
  const arrow =
    'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white text-navy-900 shadow-md ring-1 ring-slate-200 hover:bg-amber-brand disabled:opacity-40'
  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={label}>
      <style>{slideWidthCss(`.carousel-${id}`, settings)}</style>
      <Swiper
        modules={[A11y, Autoplay, FreeMode, Navigation]}
        className={`carousel-${id}`}
        loop={slides.length > 1}
        freeMode
        spaceBetween={settings.spaceBetween}
        breakpoints={swiperBreakpoints(settings.slides)}
        autoplay={reducedMotion ? false : { delay: settings.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        navigation={{ prevEl: `#prev-${id}`, nextEl: `#next-${id}` }}
        // Swiper's accessibility module names the arrows itself; give it ours.
        a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className="!h-auto">
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" id={`prev-${id}`} aria-label={labels.previous} className={`${arrow} -left-3 sm:-left-5`}>
        <span aria-hidden>‹</span>
      </button>
      <button type="button" id={`next-${id}`} aria-label={labels.next} className={`${arrow} -right-3 sm:-right-5`}>
        <span aria-hidden>›</span>
      </button>
    </div>
  )
}
