'use client'

import { lazy, type ReactNode, Suspense } from 'react'
import { useNearViewport } from '@/components/ui/use-near-viewport'
import { revealFromStyle } from './reveal-style'

// framer-motion is fetched when the footer nears the viewport, not with every page.
const MotionReveal = lazy(() => import('./motion-reveal'))

/**
 * A footer block that fades in and slides down once when scrolled into view. Until then it waits,
 * hidden, in the place it will appear, so nothing moves; without JavaScript a rule in
 * app/globals.css shows it at once.
 */
export function Reveal({ children, delay, className }: { children: ReactNode; delay: number; className?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const waiting = (
    <div ref={ref} data-reveal className={className} style={revealFromStyle}>
      {children}
    </div>
  )
  if (!near) return waiting
  return (
    <Suspense fallback={waiting}>
      <MotionReveal delay={delay} className={className}>
        {children}
      </MotionReveal>
    </Suspense>
  )
}
