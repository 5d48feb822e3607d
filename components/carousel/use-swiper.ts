'use client'

import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { whenIdle } from '@/components/ui/when-idle'
import type { RunningSwiper, SwiperParts } from './start-swiper'

type Options = Pick<SwiperParts, 'settings' | 'labels' | 'paused'> & {
  trackRef: RefObject<HTMLElement | null>
  previousRef: RefObject<HTMLElement | null>
  nextRef: RefObject<HTMLElement | null>
  near: boolean
}

/**
 * Starts Swiper on the carousel's server-rendered track once it is `near` the viewport (its code
 * is fetched then, not with the page) and the browser is idle; stops it when the carousel goes.
 * `paused` is the visitor's pause control, followed from the start. Returns what an arrow does
 * meanwhile: scroll the track natively by one slide. Once Swiper runs, its own navigation moves
 * the slides and the returned step does nothing.
 */
export function useSwiper({ trackRef, previousRef, nextRef, near, settings, labels, paused }: Options): (direction: 1 | -1) => void {
  const running = useRef<RunningSwiper | null>(null)
  const pausedNow = useRef(paused)

  useEffect(() => {
    pausedNow.current = paused
    running.current?.setPaused(paused)
  }, [paused])

  useEffect(() => {
    const track = trackRef.current
    if (!near || !track) return
    let cancelIdle: (() => void) | undefined
    let cancelled = false
    void import('./start-swiper').then(({ startSwiper }) => {
      if (cancelled) return
      // Swiper measures and lays out every slide as it starts: a task apart from its code's.
      cancelIdle = whenIdle(() => {
        running.current = startSwiper({
          track,
          previous: previousRef.current,
          next: nextRef.current,
          settings,
          labels,
          paused: pausedNow.current,
        })
      }, 1000)
    })
    return () => {
      cancelled = true
      cancelIdle?.()
      running.current?.stop()
      running.current = null
    }
  }, [trackRef, previousRef, nextRef, near, settings, labels])

  return useCallback(
    (direction) => {
      const track = trackRef.current
      const slide = track?.querySelector('.swiper-slide')
      if (running.current || !track || !slide) return
      track.scrollBy({ left: direction * (slide.getBoundingClientRect().width + settings.spaceBetween) })
    },
    [trackRef, settings.spaceBetween],
  )
}
