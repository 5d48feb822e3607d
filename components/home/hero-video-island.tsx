'use client'

import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react'
import type { HeroVideo as LoadedHeroVideo } from './hero-video'

const HeroVideo = lazy(() => import('./hero-video').then((module) => ({ default: module.HeroVideo })))

/**
 * The hero's video (hero-video.tsx), its code fetched once the page has loaded, when the video
 * itself would start: nothing of it is in the HTML, so nothing of it is among the page's first
 * scripts either.
 */
export function HeroVideoIsland(props: ComponentProps<typeof LoadedHeroVideo>) {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const load = () => setLoaded(true)
    if (document.readyState === 'complete') {
      load()
      return
    }
    window.addEventListener('load', load, { once: true })
    return () => window.removeEventListener('load', load)
  }, [])
  if (!loaded) return null
  return (
    <Suspense>
      <HeroVideo {...props} />
    </Suspense>
  )
}
