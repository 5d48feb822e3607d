'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'
import { MotionIcon } from '@/components/ui/motion-icon'
import { whenIdle } from '@/components/ui/when-idle'

type Sources = { webm: string; mp4: string }
type Choice = 'pending' | 'off' | 'narrow' | 'wide'

/**
 * The hero's muted, looping background video, over the poster the server rendered, drawn once
 * the page has loaded (hero-video-island.tsx). Its sources are attached once the browser is idle,
 * so the video never competes with what the visitor sees first. Visitors who save data or ask
 * for reduced motion keep the poster. A hero no wider than the narrow encode's frame (a phone
 * held upright) gets that encode, which shows exactly what the wide one would there. While it is
 * there, a pause control (pressed while paused) in the hero's corner stops it and starts it again.
 */
export function HeroVideo({ wide, narrow, pauseLabel }: { wide: Sources; narrow: Sources & { aspectRatio: number }; pauseLabel: string }) {
  const box = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const [choice, setChoice] = useState<Choice>('pending')
  const [paused, setPaused] = useState(false)
  // Read by the click retry below, which must not undo the visitor's pause.
  const pausedByVisitor = useRef(false)

  useEffect(() => {
    const choose = () => {
      const element = box.current
      if (!element) return
      if (savesData() || matchMedia('(prefers-reduced-motion: reduce)').matches) setChoice('off')
      else setChoice(element.clientWidth <= element.clientHeight * narrow.aspectRatio ? 'narrow' : 'wide')
    }
    let cancelIdle: (() => void) | undefined
    const afterLoad = () => (cancelIdle = whenIdle(choose, 2000))
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      cancelIdle?.()
      window.removeEventListener('load', afterLoad)
    }
  }, [narrow.aspectRatio])

  useEffect(() => retryOnClick(video, pausedByVisitor), [choice])

  const toggle = () => {
    const element = video.current
    if (!element) return
    pausedByVisitor.current = !paused
    if (paused) element.play().catch(() => {})
    else element.pause()
    setPaused(!paused)
  }

  const sources = choice === 'narrow' ? narrow : choice === 'wide' ? wide : undefined
  return (
    <>
      <div ref={box} data-video={choice} className="absolute inset-0 -z-20">
        {sources && (
          <video
            ref={video}
            autoPlay
            muted
            loop
            playsInline
            aria-hidden
            tabIndex={-1}
            data-testid="hero-video"
            className="h-full w-full object-cover"
          >
            <source src={sources.webm} type="video/webm" />
            <source src={sources.mp4} type="video/mp4" />
          </video>
        )}
      </div>
      {sources && (
        <button
          type="button"
          aria-pressed={paused}
          aria-label={pauseLabel}
          onClick={toggle}
          className="absolute right-4 bottom-4 pause-control sm:right-6 sm:bottom-6"
        >
          <MotionIcon still={paused} />
        </button>
      )}
    </>
  )
}

/** `navigator.connection` is Chromium's only; elsewhere nobody has asked to save data. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
}

/**
 * Browsers sometimes refuse to autoplay (low power, a policy), so any click on the page retries,
 * unless the visitor paused it. React sets `muted` as a property only; iOS wants the attribute
 * before it autoplays.
 */
function retryOnClick(video: RefObject<HTMLVideoElement | null>, pausedByVisitor: RefObject<boolean>) {
  const element = video.current
  if (!element) return
  element.defaultMuted = true
  const retry = () => {
    if (element.paused && !pausedByVisitor.current) element.play().catch(() => {})
  }
  document.addEventListener('click', retry)
  return () => document.removeEventListener('click', retry)
}
