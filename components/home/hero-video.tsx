'use client'

import { useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/components/ui/when-idle'

type Sources = { webm: string; mp4: string }
type Choice = 'pending' | 'off' | 'narrow' | 'wide'

/**
 * The hero's muted, looping background video, over the poster the server rendered. Nothing of
 * it is in the HTML: its sources are attached once the page has loaded and the browser is idle,
 * so the video never competes with what the visitor sees first. Visitors who save data or ask
 * for reduced motion keep the poster. A hero no wider than the narrow encode's frame (a phone
 * held upright) gets that encode, which shows exactly what the wide one would there.
 */
export function HeroVideo({ wide, narrow }: { wide: Sources; narrow: Sources & { aspectRatio: number } }) {
  const box = useRef<HTMLDivElement>(null)
  const [choice, setChoice] = useState<Choice>('pending')

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

  const sources = choice === 'narrow' ? narrow : choice === 'wide' ? wide : undefined
  return (
    <div ref={box} data-video={choice} className="absolute inset-0 -z-10">
      {sources && (
        <video
          ref={retryOnClick}
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
  )
}

/** `navigator.connection` is Chromium's only; elsewhere nobody has asked to save data. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
}

/**
 * Browsers sometimes refuse to autoplay (low power, a policy), so any click on the page retries.
 * React sets `muted` as a property only; iOS wants the attribute before it autoplays.
 */
function retryOnClick(element: HTMLVideoElement) {
  element.defaultMuted = true
  const retry = () => {
    if (element.paused) element.play().catch(() => {})
  }
  document.addEventListener('click', retry)
  return () => document.removeEventListener('click', retry)
}
