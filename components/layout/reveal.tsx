'use client'

import { LazyMotion, m, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

const loadFeatures = () => import('./motion-features').then((module) => module.default)

/**
 * Fades in and slides down once, when scrolled into view (spec section 9: 1 s, after `delay`).
 * Without JavaScript a <noscript> rule in the root layout shows it at once.
 */
export function Reveal({ children, delay, className }: { children: ReactNode; delay: number; className?: string }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          data-reveal
          className={className}
          initial={{ opacity: 0, y: -24 }}
          whileInView={{ opacity: 1, y: 0 }}
          viewport={{ once: true, amount: 0.2 }}
          transition={{ duration: 1, delay }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  )
}
