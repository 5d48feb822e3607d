'use client'

import { useEffect, useRef } from 'react'

/**
 * The hero's muted, looping background video. Browsers sometimes refuse to autoplay (data
 * saver, low power), so any click on the page retries playing it. Visitors who ask for reduced
 * motion get the still poster beneath it unless they click.
 */
export function HeroVideo({ mp4, webm }: { mp4: string; webm: string }) {
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) element.pause()
    const retry = () => {
      if (element.paused) element.play().catch(() => {})
    }
    document.addEventListener('click', retry)
    return () => document.removeEventListener('click', retry)
  }, [])

  return (
    <video
      ref={video}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden
      tabIndex={-1}
      data-testid="hero-video"
      className="absolute inset-0 -z-10 h-full w-full object-cover"
    >
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  )
}
