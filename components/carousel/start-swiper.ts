import Swiper from 'swiper'
import { A11y, Autoplay, FreeMode, Navigation } from 'swiper/modules'
import { type CarouselSettings, swiperBreakpoints } from '@/lib/carousel/settings'
import type { CarouselProps } from './carousel'

export type SwiperParts = {
  track: HTMLElement
  previous: HTMLElement | null
  next: HTMLElement | null
  settings: CarouselSettings
  labels: CarouselProps['labels']
}

const reducedMotion = '(prefers-reduced-motion: reduce)'

/**
 * Swiper as the carousels behave: loop, autoplay that keeps going after a swipe, free-mode
 * dragging, the arrows, and slides per view by window width. It starts on the slide the visitor
 * had scrolled to natively. Autoplay pauses under the pointer, and stays off for as long as the
 * visitor asks for reduced motion; screen readers hear the slides change only while it is off.
 * Returns what stops it.
 */
export function startSwiper({ track, previous, next, settings, labels }: SwiperParts): () => void {
  const slides = track.querySelectorAll<HTMLElement>('.swiper-slide')
  const pitch = slides.length > 1 ? slides[1]!.offsetLeft - slides[0]!.offsetLeft : 0
  const initialSlide = pitch > 0 ? Math.round(track.scrollLeft / pitch) : 0
  // Swiper moves the slides by transform; a native scroll left in place would offset them.
  track.scrollLeft = 0
  const motion = window.matchMedia(reducedMotion)
  const swiper = new Swiper(track, {
    modules: [A11y, Autoplay, FreeMode, Navigation],
    loop: slides.length > 1,
    initialSlide,
    freeMode: true,
    spaceBetween: settings.spaceBetween,
    breakpoints: swiperBreakpoints(settings.slides),
    autoplay: { enabled: !motion.matches, delay: settings.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
    navigation: { prevEl: previous, nextEl: next },
    // Swiper's accessibility module names the arrows itself; give it ours.
    a11y: { prevSlideMessage: labels.previous, nextSlideMessage: labels.next },
  })
  const followMotion = () => {
    if (motion.matches) swiper.autoplay.stop()
    else swiper.autoplay.start()
    // As Swiper's accessibility module sets it at the start: a screen reader hears each slide as it
    // comes only while the carousel does not move by itself.
    swiper.wrapperEl.setAttribute('aria-live', motion.matches ? 'polite' : 'off')
  }
  motion.addEventListener('change', followMotion)
  return () => {
    motion.removeEventListener('change', followMotion)
    swiper.destroy(true, true)
  }
}
