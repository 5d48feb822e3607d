'use client'

import { useSyncExternalStore } from 'react'
import { A11y, Autoplay, FreeMode, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { swiperBreakpoints } from '@/lib/carousel/settings'
import type { TrackProps } from './static-track'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Swiper as the carousels behave: loop, autoplay that keeps going after a swipe, free-mode dragging,
 * previous/next arrows and slides per view by window width. Autoplay stays off for visitors who
 * ask for reduced motion, and pauses while the pointer is over it.
 */
export default function SwiperTrack({ id, settings, labels, slides }: TrackProps) {
  const reducedMotion = useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
  return (
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
  )
}
