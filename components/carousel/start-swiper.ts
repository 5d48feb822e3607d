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
  /** Whether the visitor has paused it, when it starts. */
  paused: boolean
}

/** What a running carousel answers to: the visitor's pause control, and its end. */
export type RunningSwiper = { setPaused: (paused: boolean) => void; stop: () => void }

const reducedMotion = '(prefers-reduced-motion: reduce)'

/**
 * Swiper as the carousels behave: loop, autoplay that keeps going after a swipe, free-mode
 * dragging, the arrows, and slides per view by window width. It starts on the slide the visitor
 * had scrolled to natively. Autoplay pauses under the pointer, and stays off for as long as the
 * visitor asks for reduced motion, has paused it, or has keyboard focus in it (its arrows, its
 * pause control, a slide's links); screen readers hear the slides change only while it is still.
 */
export function startSwiper({ track, previous, next, settings, labels, paused }: SwiperParts): RunningSwiper {
  const slides = track.querySelectorAll<HTMLElement>('.swiper-slide')
  const pitch = slides.length > 1 ? slides[1]!.offsetLeft - slides[0]!.offsetLeft : 0
  const initialSlide = pitch > 0 ? Math.round(track.scrollLeft / pitch) : 0
  // Swiper moves the slides by transform; a native scroll left in place would offset them.
  track.scrollLeft = 0
  const motion = window.matchMedia(reducedMotion)
  const carousel = track.parentElement!
  let visitorPaused = paused
  let keyboardInside = false
  const swiper = new Swiper(track, {
    modules: [A11y, Autoplay, FreeMode, Navigation],
    loop: slides.length > 1,
    initialSlide,
    freeMode: true,
    spaceBetween: settings.spaceBetween,
    breakpoints: swiperBreakpoints(settings.slides),
    // Enabled, so Swiper listens for the pointer; `follow` stops it at once when it must be still.
    autoplay: { enabled: true, delay: settings.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
    navigation: { prevEl: previous, nextEl: next },
    // Swiper's accessibility module names the arrows itself; give it ours.
    a11y: { prevSlideMessage: labels.previous, nextSlideMessage: labels.next },
  })
  const follow = () => {
    const still = motion.matches || visitorPaused || keyboardInside
    if (still) swiper.autoplay.stop()
    else if (!swiper.autoplay.running) swiper.autoplay.start()
    // As Swiper's accessibility module sets it at the start: a screen reader hears each slide as it
    // comes only while the carousel does not move by itself.
    swiper.wrapperEl.setAttribute('aria-live', still ? 'polite' : 'off')
  }
  // Keyboard focus, not a click: after a click on an arrow the slides go on by themselves.
  const onFocusIn = (event: FocusEvent) => {
    keyboardInside = event.target instanceof Element && event.target.matches(':focus-visible')
    follow()
  }
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)) return
    keyboardInside = false
    follow()
  }
  follow()
  motion.addEventListener('change', follow)
  carousel.addEventListener('focusin', onFocusIn)
  carousel.addEventListener('focusout', onFocusOut)
  return {
    setPaused: (paused) => {
      visitorPaused = paused
      follow()
    },
    stop: () => {
      motion.removeEventListener('change', follow)
      carousel.removeEventListener('focusin', onFocusIn)
      carousel.removeEventListener('focusout', onFocusOut)
      swiper.destroy(true, true)
    },
  }
}
